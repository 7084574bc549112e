import type { Role } from '@travel/shell/auth';
import type { AdminUser } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';

export type { AdminUser };

/** Every account, newest first; with `active`, who signed in within 30 days, most recent first. */
export const usersUrl = (active: boolean) => (page: number) =>
  `/api/users?page=${page}${active ? '&active=true' : ''}`;

/** PATCH /api/users/{id}/role; answers the server's message. */
export async function changeRole(id: string, role: Role): Promise<string> {
  const { data } = await api.patch<{ message?: string }>(
    `/api/users/${encodeURIComponent(id)}/role`,
    {
      role,
    },
  );
  return data.message ?? t('admin.users.roleUpdated');
}
