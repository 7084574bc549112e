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
      render: (u) => (u.role === 'admin' ? 'Admin' : 'User'),
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
      const next: Role = u.role === 'admin' ? 'user' : 'admin';
      const label = next === 'admin' ? 'Make admin' : 'Make user';
      if (u._id === myId) {
        const reasonId = `own-account-${u._id}`;
        return (
          <span className="adm-stack">
            <Button variant="secondary" disabled aria-describedby={reasonId}>
              {label}
            </Button>
            <span id={reasonId} className="adm-muted">
              Your own account
            </span>
          </span>
        );
      }
      return (
        <Button
          variant="secondary"
          busy={changing === u._id}
          busyText="Saving..."
          aria-label={`${label}: ${u.username}`}
          disabled={!isAdmin}
          onClick={() => void change(u, next)}
        >
          {label}
        </Button>
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
    const question =
      role === 'admin'
        ? `Give ${user.username} (${user.email}) the admin role? They will be able to manage the whole site.`
        : `Remove the admin role from ${user.username} (${user.email})?`;
    if (
      !(await list.confirm(question, {
        title: 'Change role',
        confirmLabel: role === 'admin' ? 'Make admin' : 'Make user',
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
          : 'Every account, newest first. Change who is an admin here.'}
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
