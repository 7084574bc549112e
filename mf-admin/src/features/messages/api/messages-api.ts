import type { ContactMessage } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';

export type { ContactMessage };

export const messagesUrl = (page: number) => `/api/contact?page=${page}`;

export async function deleteMessage(id: string): Promise<void> {
  await api.delete(`/api/contact/${encodeURIComponent(id)}`);
}
