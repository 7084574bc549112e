import { act, fireEvent, screen, within } from '@testing-library/react';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi } from '@travel/shell/testing';
import { renderApp } from '../test/render-app';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => mockApi({}));
afterEach(() => useAuthStore.getState().signOut());

describe('Navbar', () => {
  it('links the same page in the other languages, and marks the current one', async () => {
    await renderApp('/hotel?page=2');
    const languages = await screen.findByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/hotel?page=2',
    );
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/hotel?page=2',
    );
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('lists the spec links and becomes active from 10 px of scroll', async () => {
    await renderApp('/us');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Travel & Tours',
      'Home',
      'VISA',
      'US-A',
      'Contact',
      'Hotels',
      'Destinations',
      'Blog',
      'About',
      'FAQs',
      'Login',
      'Register',
      // The language menu: the same page in each language.
      'English',
      'Deutsch',
      'Español',
    ]);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('active');
    scrollTo(9);
    expect(header).not.toHaveClass('active');
    scrollTo(10);
    expect(header).toHaveClass('active');
    scrollTo(0);
    expect(header).not.toHaveClass('active');
  });

  it('closes the open phone menu with Escape and gives the focus back to its button', async () => {
    const { user } = await renderApp('/us');
    const burger = await screen.findByRole('button', { name: 'Site menu' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(burger).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('opens the blog as a page of its own from the main navigation', async () => {
    const { user } = await renderApp('/us');
    await user.click(await screen.findByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('replaces Login/Register with the user menu, and Logout clears storage and goes to /login', async () => {
    useAuthStore
      .getState()
      .signIn('jwt', { _id: 'u1', username: 'bob', email: 'bob@example.com', role: 'user' });
    const { user, router } = await renderApp('/faqs');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'bob' }));
    expect(within(nav).getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/client',
    );
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers the dashboard to admins', async () => {
    useAuthStore
      .getState()
      .signIn('jwt', { _id: 'a1', username: 'ada', email: 'ada@example.com', role: 'admin' });
    const { user } = await renderApp('/faqs');
    await user.click(await screen.findByRole('button', { name: 'ada' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
