import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { routes } from '../app/routes';

/** Renders the shell's real route table at `entry`, as the browser would after navigation. */
export function renderApp(entry: InitialEntry, { fakeTimers = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  render(<RouterProvider router={router} />);
  return { router, user };
}
