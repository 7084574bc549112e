import type { GuestLimit } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';

export const GUEST_LIMIT_URL = '/api/limit';

export type { GuestLimit };

export async function saveGuestLimit(maxGuestLimit: number): Promise<void> {
  await api.post(GUEST_LIMIT_URL, { maxGuestLimit });
}
