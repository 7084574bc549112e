import { useState } from 'react';
import { selectIsAdmin, useAuthStore, type Role } from '@travel/shell/auth';
import type { Paged } from '@travel/shell/api-types';
import { apiErrorMessage } from '@travel/shell/http';
import { useLocation } from '@travel/shell/router';
import { DataTable, Pager, SearchBox, useTableQuery, type Column } from '@travel/shell/tables';
import { AsyncView, Button, toast } from '@travel/shell/ui';
import { Created, actionsColumn } from '../../../components/table-cells';
import { useServerList } from '../../../lib/use-server-list';
import { changeRole, usersUrl, type AdminUser } from '../api/users-api';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import { t } from '@travel/shell/i18n';

/** A role's name and its button, in the page's language: 'Admin', 'Make admin'. */
const roleName = (role: Role) => t(`admin.users.role.${role}`);
const makeRole = (role: Role) => t(`admin.users.make.${role}`);
/** The roles an account can be given, in the order their buttons show. */
const ROLE_ORDER: Role[] = ['admin', 'guide', 'user'];

/** What changing an account's role does, asked before it is done. */
function roleQuestion(user: Pick<AdminUser, 'username' | 'email' | 'role'>, role: Role): string {
  const who = `${user.username} (${user.email})`;
  if (role === 'admin') return t('admin.users.askAdmin', { who });
  if (role === 'guide') return t('admin.users.askGuide', { who });
  return t(`admin.users.askRemove.${user.role}`, { who });
}

/**
 * /admin/users ('Active Users'): who signed in within the last 30 days, the most recent first, with the
 * time; /admin/roles ('User Roles'): every account, where roles are changed.
 */
export function UsersPage() {
  const { pathname } = useLocation();
  const active = !/\/roles\/?$/i.test(pathname);
  const title = active ? t('admin.menu.activeUsers') : t('admin.menu.userRoles');
  const myId = useAuthStore((state) => state.user?._id);
  const isAdmin = useAuthStore(selectIsAdmin);
  const list = useServerList<Paged<AdminUser>>({
    url: usersUrl(active),
    rowCount: (body) => body.data.length,
  });
  const [changing, setChanging] = useState<string | null>(null);

  const rows = list.shown.status === 'success' ? list.shown.data.data : [];
  const columns: Column<AdminUser>[] = [
    {
      key: 'username',
      header: t('admin.users.username'),
      render: (u) => u.username,
      sortValue: (u) => u.username.toLowerCase(),
    },
    {
      key: 'email',
      header: t('admin.col.email'),
      className: 'adm-cell--email',
      render: (u) => u.email,
      sortValue: (u) => u.email,
    },
    {
      key: 'role',
      header: t('admin.users.roleHeader'),
      render: (u) => roleName(u.role),
      sortValue: (u) => u.role,
    },
    {
      key: 'verified',
      header: t('admin.users.verified'),
      render: (u) => (u.emailVerified ? t('admin.common.yes') : t('admin.common.no')),
      sortValue: (u) => (u.emailVerified ? 1 : 0),
    },
    {
      key: 'signedIn',
      header: t('admin.users.lastSignIn'),
      render: (u) =>
        u.lastSignInAt ? (
          <Created at={u.lastSignInAt} />
        ) : (
          <span className="adm-muted">{t('admin.users.never')}</span>
        ),
      sortValue: (u) => u.lastSignInAt ?? '',
    },
    {
      key: 'created',
      header: t('admin.users.joined'),
      render: (u) => <Created at={u.createdAt} />,
      sortValue: (u) => u.createdAt,
    },
    actionsColumn((u) => {
      const others = ROLE_ORDER.filter((role) => role !== u.role);
      if (u._id === myId) {
        const reasonId = `own-account-${u._id}`;
        return (
          <span className="adm-stack">
            {others.map((role) => (
              <Button key={role} variant="secondary" disabled aria-describedby={reasonId}>
                {makeRole(role)}
              </Button>
            ))}
            <span id={reasonId} className="adm-muted">
              {t('admin.users.ownAccount')}
            </span>
          </span>
        );
      }
      return (
        <span className="adm-stack">
          {others.map((role) => (
            <Button
              key={role}
              variant="secondary"
              busy={changing === u._id}
              busyText={t('admin.common.saving')}
              aria-label={`${makeRole(role)}: ${u.username}`}
              disabled={!isAdmin}
              onClick={() => void change(u, role)}
            >
              {makeRole(role)}
            </Button>
          ))}
        </span>
      );
    }),
  ];
  const table = useTableQuery(rows, {
    columns,
    searchText: (u) => `${u.username} ${u.email} ${u.role}`,
    pageSize: 50,
  });

  async function change(user: AdminUser, role: Role) {
    if (user._id === myId) {
      toast.error(t('admin.users.ownAccountRefused'));
      return;
    }
    if (
      !(await list.confirm(roleQuestion(user, role), {
        title: t('admin.users.changeRole'),
        confirmLabel: makeRole(role),
      }))
    )
      return;
    setChanging(user._id);
    try {
      toast.success(await changeRole(user._id, role));
      list.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('admin.users.changeFailed')));
    } finally {
      setChanging(null);
    }
  }

  return (
    <AdminScreen id="users" title={title}>
      <p className="adm-muted">
        {active ? t('admin.users.activeNote') : t('admin.users.rolesNote')}
      </p>
      <AsyncView
        state={list.shown}
        loading={t('admin.users.loading')}
        error={t('admin.users.failed')}
        onRetry={list.reload}
      >
        {(data) => (
          <>
            <SearchBox
              label={t('admin.users.search')}
              value={table.search}
              onChange={table.setSearch}
            />
            <p className="adm-screen__count" aria-live="polite">
              {t('admin.users.count', { count: data.total })}
            </p>
            <div className="adm-list">
              <DataTable
                // Not the title: the screen's section is already a region of that name.
                caption={t('admin.common.listCaption', { title })}
                columns={columns}
                rows={table.pageRows}
                rowKey={(u) => u._id}
                sort={table.sort}
                onSortChange={table.setSort}
                empty={
                  table.search
                    ? t('admin.users.noMatch')
                    : active
                      ? t('admin.users.noActive')
                      : t('admin.users.none')
                }
                busy={list.busy}
              />
            </div>
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={list.setPage}
              label={t('admin.users.pages')}
            />
          </>
        )}
      </AsyncView>
      {list.dialog}
    </AdminScreen>
  );
}
