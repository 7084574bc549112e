import { api } from '@travel/shell/http';
import type { JoinWaitlistRequest, WaitlistJoined } from '@travel/shell/api-types';

/** Joins a sold-out time's waitlist: 201 a new entry, 200 the address already in line (same position). */
export async function joinWaitlist(
  destinationId: string,
  request: JoinWaitlistRequest,
): Promise<WaitlistJoined> {
  const { data } = await api.post<WaitlistJoined>(
    `/api/destination/${encodeURIComponent(destinationId)}/waitlist`,
    request,
  );
  return data;
}
