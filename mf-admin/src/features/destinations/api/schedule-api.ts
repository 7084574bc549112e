import { api } from '@travel/shell/http';
import type { TourSchedule } from '../lib/schedule-draft';

/**
 * Saves only the destination's schedule (a multipart edit of that one field; null removes it).
 * `confirmOversell`: save a date's seats below what its times hold (the API refuses it otherwise).
 */
export async function saveSchedule(
  id: string,
  schedule: TourSchedule | null,
  confirmOversell = false,
): Promise<void> {
  const form = new FormData();
  form.append('schedule', schedule ? JSON.stringify(schedule) : '');
  if (confirmOversell) form.append('confirmOversell', 'true');
  await api.patch(`/api/updateDestination/${encodeURIComponent(id)}`, form);
}
