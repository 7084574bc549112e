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

const OWN_ACCOUNT = 'You cannot change the role of your own account.';

const ROLE_NAMES: Record<Role, string> = { admin: 'Admin', guide: 'Guide', user: 'User' };
const MAKE: Record<Role, string> = { admin: 'Make admin', guide: 'Make guide', user: 'Make user' };
/** The roles an account can be given, in the order their buttons show. */
const ROLE_ORDER: Role[] = ['admin', 'guide', 'user'];

/** What changing an account's role does, asked before it is done. */
function roleQuestion(user: Pick<AdminUser, 'username' | 'email' | 'role'>, role: Role): string {
  const who = `${user.username} (${user.email})`;
  if (role === 'admin')
    return `Give ${who} the admin role? They will be able to manage the whole site.`;
  if (role === 'guide') {
    return `Make ${who} a guide? They will open the tour manifests and check guests in, and see nothing else of the admin.`;
  }
  return `Remove the ${user.role} role from ${who}?`;
}

/**
 * /admin/users ('Active Users'): who signed in within the last 30 days, the most recent first, with the
 * time; /admin/roles ('User Roles'): every account, where roles are changed.
 */
export function UsersPage() {
  const { pathname } = useLocation();
  const active = !/\/roles\/?$/i.test(pathname);
  const title = active ? 'Active Users' : 'User Roles';
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
      header: 'Username',
      render: (u) => u.username,
      sortValue: (u) => u.username.toLowerCase(),
    },
    {
      key: 'email',
      header: 'Email',
      className: 'adm-cell--email',
      render: (u) => u.email,
      sortValue: (u) => u.email,
    },
    {
      key: 'role',
      header: 'Role',
      render: (u) => ROLE_NAMES[u.role],
      sortValue: (u) => u.role,
    },
    {
      key: 'verified',
      header: 'Verified',
      render: (u) => (u.emailVerified ? 'Yes' : 'No'),
      sortValue: (u) => (u.emailVerified ? 1 : 0),
    },
    {
      key: 'signedIn',
      header: 'Last sign-in',
      render: (u) =>
        u.lastSignInAt ? <Created at={u.lastSignInAt} /> : <span className="adm-muted">Never</span>,
      sortValue: (u) => u.lastSignInAt ?? '',
    },
    {
      key: 'created',
      header: 'Joined',
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
                {MAKE[role]}
              </Button>
            ))}
            <span id={reasonId} className="adm-muted">
              Your own account
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
              busyText="Saving..."
              aria-label={`${MAKE[role]}: ${u.username}`}
              disabled={!isAdmin}
              onClick={() => void change(u, role)}
            >
              {MAKE[role]}
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
      toast.error(OWN_ACCOUNT);
      return;
    }
    if (
      !(await list.confirm(roleQuestion(user, role), {
        title: 'Change role',
        confirmLabel: MAKE[role],
      }))
    )
      return;
    setChanging(user._id);
    try {
      toast.success(await changeRole(user._id, role));
      list.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to change the role. Please try again.'));
    } finally {
      setChanging(null);
    }
  }

  return (
    <AdminScreen id="users" title={title}>
      <p className="adm-muted">
        {active
          ? 'Accounts signed in within the last 30 days, the most recent first.'
          : 'Every account, newest first. Change who is an admin or a guide here.'}
      </p>
      <AsyncView
        state={list.shown}
        loading="Loading users..."
        error="Failed to fetch users. Please try again later."
        onRetry={list.reload}
      >
        {(data) => (
          <>
            <SearchBox
              label="Search users on this page"
              value={table.search}
              onChange={table.setSearch}
            />
            <p className="adm-screen__count" aria-live="polite">
              {data.total === 1 ? '1 account' : `${data.total} accounts`}
            </p>
            <div className="adm-list">
              <DataTable
                // Not the title: the screen's section is already a region of that name.
                caption={`${title} list`}
                columns={columns}
                rows={table.pageRows}
                rowKey={(u) => u._id}
                sort={table.sort}
                onSortChange={table.setSort}
                empty={
                  table.search
                    ? 'No users match the search.'
                    : active
                      ? 'No one has signed in within the last 30 days.'
                      : 'No users found.'
                }
                busy={list.busy}
              />
            </div>
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={list.setPage}
              label="User pages"
            />
          </>
        )}
      </AsyncView>
      {list.dialog}
    </AdminScreen>
  );
}
