import type { Role } from '@travel/shell/auth';
import type { Paged } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

// GET /api/users item (UserView in api/openapi.json); the shell's api-types entry does not name it yet.
export interface AdminUser {
  _id: string;
  username: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
}

export const useUsers = (page: number) => useApiGet<Paged<AdminUser>>(`/api/users?page=${page}`);

/** PATCH /api/users/{id}/role; answers the server's message. */
export async function changeRole(id: string, role: Role): Promise<string> {
  const { data } = await api.patch<{ message?: string }>(
    `/api/users/${encodeURIComponent(id)}/role`,
    {
      role,
    },
  );
  return data.message ?? 'Role updated successfully';
}
