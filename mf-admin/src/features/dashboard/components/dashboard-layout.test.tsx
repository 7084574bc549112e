import { screen, within } from '@testing-library/react';
import { renderAt } from '@travel/shell/testing';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type AuthUser } from '@travel/shell/auth';
import { DashboardLayout } from './dashboard-layout';

const admin: AuthUser = { _id: 'a1', username: 'Ada', email: 'ada@example.com', role: 'admin' };

function renderLayoutAt(path: string) {
  return renderAt(
    <DashboardLayout>
      <p>screen</p>
    </DashboardLayout>,
    { path, route: '/admin/*', elsewhere: { '/login': <h1>Login page</h1> } },
  );
}

afterEach(() => useAuthStore.getState().signOut());

test('shows the spec groups, opens the one holding the current page and marks the current link', () => {
  useAuthStore.getState().signIn('t', admin);
  renderLayoutAt('/Admin/hotelView');
  const menu = screen.getByRole('navigation', { name: 'Admin menu' });
  for (const group of ['Home', 'Users', 'Bookings', 'Hotel', 'Destination', 'Blog', 'Offers']) {
    expect(within(menu).getByRole('button', { name: group })).toBeInTheDocument();
  }
  expect(within(menu).getByRole('button', { name: 'Hotel' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(menu).getByRole('link', { name: 'Manage hotels' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(menu).queryByRole('link', { name: 'Active Users' })).not.toBeInTheDocument();
});

test('a group opens and closes on its button', async () => {
  useAuthStore.getState().signIn('t', admin);
  renderLayoutAt('/admin');
  const toggle = screen.getByRole('button', { name: 'Users' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Active Users' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'User Roles' })).toBeVisible();
  await userEvent.click(toggle);
  expect(screen.queryByRole('link', { name: 'Active Users' })).not.toBeInTheDocument();
});

test('the Users group is shown only to admins', () => {
  useAuthStore.getState().signIn('t', { ...admin, role: 'user' });
  renderLayoutAt('/admin');
  expect(screen.queryByRole('button', { name: 'Users' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bookings' })).toBeInTheDocument();
});

test('Logout clears the session and goes to /login', async () => {
  useAuthStore.getState().signIn('t', admin);
  renderLayoutAt('/admin');
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(useAuthStore.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});

test('the phone drawer opens from the Menu button and Escape closes it, giving focus back', async () => {
  useAuthStore.getState().signIn('t', admin);
  renderLayoutAt('/admin');
  const toggle = screen.getByRole('button', { name: 'Admin menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});
