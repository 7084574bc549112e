import { useState } from 'react';
import { selectIsAdmin, useAuthStore, type Role } from '@travel/shell/auth';
import type { Paged } from '@travel/shell/api-types';
import type { ApiState } from '@travel/shell/data';
import { apiErrorMessage } from '@travel/shell/http';
import { useLocation } from '@travel/shell/router';
import { DataTable, Pager, SearchBox, useTableQuery, type Column } from '@travel/shell/tables';
import { AsyncView, Button, toast, useConfirm } from '@travel/shell/ui';
import { Created } from '../../../components/table-cells';
import { changeRole, useUsers, type AdminUser } from '../api/users-api';
import '../../../components/admin-screen.css';

const OWN_ACCOUNT = 'You cannot change the role of your own account.';

/** /admin/users ('Active Users') and /admin/roles ('User Roles'): one list, two names in the menu. */
export function UsersPage() {
  const { pathname } = useLocation();
  const title = /\/roles\/?$/i.test(pathname) ? 'User Roles' : 'Active Users';
  const myId = useAuthStore((state) => state.user?._id);
  const isAdmin = useAuthStore(selectIsAdmin);
  const [page, setPage] = useState(1);
  const list = useUsers(page);
  const { confirm, dialog } = useConfirm();
  const [changing, setChanging] = useState<string | null>(null);

  const rows = list.status === 'success' ? list.data.data : (list.previous?.data ?? []);
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
      key: 'created',
      header: 'Joined',
      render: (u) => <Created at={u.createdAt} />,
      sortValue: (u) => u.createdAt,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'adm-cell--actions',
      render: (u) => {
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
      },
    },
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
      !(await confirm(question, {
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

  const shown: ApiState<Paged<AdminUser>> =
    list.status === 'loading' && list.previous ? { status: 'success', data: list.previous } : list;

  return (
    <section className="adm-screen" aria-labelledby="users-title">
      <header className="adm-screen__head">
        <h1 id="users-title">{title}</h1>
      </header>
      <AsyncView
        state={shown}
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
                caption={title}
                columns={columns}
                rows={table.pageRows}
                rowKey={(u) => u._id}
                sort={table.sort}
                onSortChange={table.setSort}
                empty={table.search ? 'No users match the search.' : 'No users found.'}
                busy={list.status === 'loading'}
              />
            </div>
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={setPage}
              label="User pages"
            />
          </>
        )}
      </AsyncView>
      {dialog}
    </section>
  );
}
