import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import type { AdminUser } from '../api/users-api';
import UsersPage from '../index';

const ME = 'e'.repeat(24);

function user(n: number, fields: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: String(n).padStart(24, '0'),
    username: `User ${n}`,
    email: `user${n}@example.com`,
    role: 'user',
    emailVerified: true,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastSignInAt: null,
    lang: 'en',
    ...fields,
  };
}

const me = user(0, { _id: ME, username: 'Me', email: 'me@example.com', role: 'admin' });
const page = (data: AdminUser[], p = 1, totalPages = 1, total = data.length) => ({
  status: 200,
  data: { data, page: p, totalPages, total },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi();
  useAuthStore.setState({
    token: 'token',
    user: { _id: ME, username: 'Me', email: 'me@example.com', role: 'admin' },
  });
});

const patches = () => server.requests.filter((r) => r.method === 'PATCH');

describe('UsersPage', () => {
  it('lists accounts with role, verification and creation, under the menu name of the route', async () => {
    server.on('GET /api/users', page([me, user(1, { emailVerified: false })]));
    renderAt(<UsersPage />, { path: '/admin/roles' });
    expect(screen.getByRole('heading', { name: 'User Roles' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /user1@example\.com/ });
    expect(row).toHaveTextContent('User 1');
    expect(within(row).getByRole('cell', { name: 'User' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(server.requests[0]!.url).toBe('/api/users?page=1');
  });

  it('Active Users asks for who signed in recently and shows when they last did', async () => {
    server.on(
      'GET /api/users',
      page([user(1, { lastSignInAt: '2026-11-24T09:30:00.000Z' }), user(2)]),
    );
    renderAt(<UsersPage />, { path: '/admin/users' });
    expect(
      screen.getByText('Accounts signed in within the last 30 days, the most recent first.'),
    ).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /user1@example\.com/ });
    expect(server.requests[0]!.url).toBe('/api/users?page=1&active=true');
    expect(screen.getByRole('columnheader', { name: /Last sign-in/ })).toBeInTheDocument();
    expect(row).toHaveTextContent(/24 Nov 2026|Nov 24, 2026|2026/);
    expect(screen.getByRole('row', { name: /user2@example\.com/ })).toHaveTextContent('Never');
  });

  it("never offers a change of one's own role, and says why", async () => {
    server.on('GET /api/users', page([me, user(1)]));
    renderAt(<UsersPage />, { path: '/admin/users' });
    expect(screen.getByRole('heading', { name: 'Active Users' })).toBeInTheDocument();
    const own = within(await screen.findByRole('row', { name: /me@example\.com/ })).getByRole(
      'button',
      {
        name: 'Make user',
      },
    );
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('Your own account');
  });

  it('changes a role after a yes, and not after a no', async () => {
    let target = user(1);
    server.on('GET /api/users', () => page([me, target]));
    server.on(`PATCH /api/users/${target._id}/role`, () => {
      target = { ...target, role: 'admin' };
      return { status: 200, data: { message: 'Role updated successfully', data: target } };
    });
    renderAt(<UsersPage />, { path: '/admin/users' });
    const button = await screen.findByRole('button', { name: 'Make admin: User 1' });

    await userEvent.click(button);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Give User 1 (user1@example.com) the admin role? They will be able to manage the whole site.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(patches()).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make admin' }),
    );
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(patches()[0]!.body).toEqual({ role: 'admin' });
    expect(await screen.findByRole('button', { name: 'Make user: User 1' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    server.on('GET /api/users', page([me, user(1, { role: 'admin' })]));
    server.on(`PATCH /api/users/${user(1)._id}/role`, {
      status: 409,
      data: { statusCode: 409, message: 'The last admin cannot lose the admin role.' },
    });
    renderAt(<UsersPage />, { path: '/admin/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make user: User 1' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Remove the admin role from User 1 (user1@example.com)?',
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make user' }),
    );
    expect(
      await screen.findByText('The last admin cannot lose the admin role.'),
    ).toBeInTheDocument();
  });

  it('searches the page, pages on the server, and retries after an error', async () => {
    let fail = true;
    server.on('GET /api/users', (request) => {
      if (fail) {
        fail = false;
        return { status: 500, data: {} };
      }
      return request.url.endsWith('page=2')
        ? page([user(21)], 2, 2, 21)
        : page([me, user(1), user(2)], 1, 2, 21);
    });
    renderAt(<UsersPage />, { path: '/admin/roles' });
    expect(
      await screen.findByText('Failed to fetch users. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('user2@example.com');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search users on this page' }),
      'user2',
    );
    expect(screen.queryByText('user1@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('user2@example.com')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No users match the search.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.requests.at(-1)!.url).toBe('/api/users?page=2'));
  });
});
