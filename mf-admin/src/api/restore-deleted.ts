import type { DeletableKind } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';

export type { DeletableKind };

/** Puts a deleted record back from Recently deleted; answers the server's message ('Hotel restored.'). */
export async function restoreDeleted(kind: DeletableKind, id: string): Promise<string> {
  const response = await api.post<{ message: string }>(
    `/api/admin/deleted/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/restore`,
  );
  return response.data.message;
}
