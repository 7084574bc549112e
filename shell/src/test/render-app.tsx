import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { routes } from '../app/routes';

/**
 * Renders the shell's real route table at `entry`, as the browser would after navigation.
 * Awaited act: components suspending on `use()` (remote mounts) only resume once act's queue
 * is flushed asynchronously.
 */
export async function renderApp(entry: InitialEntry, { fakeTimers = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return { router, user };
}
