import type { OutboxMail, OutboxStatus } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';

export type { OutboxMail, OutboxStatus };

export const mailsUrl = (status: OutboxStatus | '', page: number) =>
  `/api/admin/mails?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;

/** Puts the mail back in line; answers the server's message. */
export async function resendMail(id: string): Promise<string> {
  const response = await api.post<{ message: string; data: OutboxMail }>(
    `/api/admin/mails/${encodeURIComponent(id)}/resend`,
  );
  return response.data.message;
}
