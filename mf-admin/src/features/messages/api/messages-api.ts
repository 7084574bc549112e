import type { ContactMessage, Paged } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

export type { ContactMessage };

export const useMessages = (page: number) =>
  useApiGet<Paged<ContactMessage>>(`/api/contact?page=${page}`);

export async function deleteMessage(id: string): Promise<void> {
  await api.delete(`/api/contact/${encodeURIComponent(id)}`);
}
