import type { TourTimeOperation, TourTimePreview, TourTimeRequest } from '@travel/shell/api-types';
import { api } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';

export type { TourTimeOperation, TourTimePreview, TourTimeRequest };

const BASE = '/api/admin/tour-times';

/** The dry run: who the time's cancel or move touches (with `toDate`/`toTime`, the room there). */
export async function previewTourTime(request: TourTimeRequest): Promise<TourTimePreview> {
  const response = await api.post<{ data: TourTimePreview }>(`${BASE}/preview`, request);
  return response.data.data;
}

/** Cancels every booking of the time (refunding card payments) and closes it. */
export async function cancelTourTime(request: TourTimeRequest): Promise<TourTimeOperation> {
  const response = await api.post<{ data: TourTimeOperation }>(`${BASE}/cancel`, request);
  return response.data.data;
}

/** Moves every booking of the time to `toDate`/`toTime`, or nothing (409 when they do not all fit). */
export async function moveTourTime(request: TourTimeRequest): Promise<TourTimeOperation> {
  const response = await api.post<{ data: TourTimeOperation }>(`${BASE}/move`, request);
  return response.data.data;
}

/** "7 bookings (15 tickets)": how the screen and its questions count a time's bookings. */
export function bookingsAndTickets(totals: { bookings: number; tickets: number }): string {
  return t('admin.tourTimes.bookingsAndTickets', {
    bookings: totals.bookings,
    tickets: totals.tickets,
  });
}

/** "6 contacts": distinct email addresses. */
export const contacts = (count: number) => t('admin.tourTimes.contacts', { count });
