import { screen } from '@testing-library/react';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi } from '@travel/shell/testing';
import { renderApp } from '../test/render-app';

beforeEach(() => mockApi({}));
afterEach(() => useAuthStore.getState().signOut());

const HOME_HEADING = { name: 'Discover your next journey' };

describe('routes', () => {
  it('shows Home for unknown paths, saying first that the page was not found', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
    const notice = screen.getByRole('status', { name: 'Page not found' });
    expect(notice).toHaveTextContent(
      'There is no page at /no/such/page. Perhaps the link is old or mistyped: here is our home page instead.',
    );
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('shows no such notice on Home itself', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it.each([
    ['/us', 'About us'],
    ['/faqs', 'Frequently asked questions'],
    ['/visa', 'Visa information'],
    ['/usa', 'Travelling to the USA'],
  ])('%s shows %s', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends anonymous visitors of guarded routes to /login and back after login', async () => {
    const { router } = await renderApp('/client');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/client' });
  });

  it.each(['/admin', '/Admin/hotelView', '/admin/Booking'])(
    'keeps non-admins away from %s',
    async (path) => {
      useAuthStore
        .getState()
        .signIn('jwt', { _id: 'u1', username: 'bob', email: 'bob@example.com', role: 'user' });
      const { router } = await renderApp(path);
      expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/Home');
      expect(screen.getByRole('status', { name: 'Administrators only' })).toHaveTextContent(
        'The management pages are for administrators. Your account can book and manage its own trips.',
      );
    },
  );

  it('shows a remote that is not configured as a fallback with Retry, keeping the page', async () => {
    await renderApp('/TourPage/42');
    expect(await screen.findByText('Tour page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('mounts the booking page of the mail link, with no account needed', async () => {
    await renderApp('/booking/manage?ref=TB-7K3Q9X&token=abc');
    expect(await screen.findByText('Your booking could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
