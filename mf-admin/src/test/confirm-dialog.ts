import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { MockApi } from '@travel/shell/testing';

/**
 * A delete asked for with `opener` and its confirmation: Cancel first (nothing is deleted), then the same
 * button again and Delete. The caller checks the question the dialog asked and what the delete did.
 */
export async function cancelThenDelete(
  user: ReturnType<typeof userEvent.setup> | typeof userEvent,
  server: MockApi,
  opener: string,
): Promise<void> {
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: opener }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
}
