import type { GuestLimit } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

const GUEST_LIMIT_URL = '/api/limit';

export const useGuestLimit = () => useApiGet<GuestLimit>(GUEST_LIMIT_URL);

export type { GuestLimit };

export async function saveGuestLimit(maxGuestLimit: number): Promise<void> {
  await api.post(GUEST_LIMIT_URL, { maxGuestLimit });
}
