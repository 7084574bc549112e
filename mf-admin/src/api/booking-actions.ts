import type {
  AdminBookingDetail,
  ChangeBookingRequest,
  MoveBookingRequest,
} from '@travel/shell/api-types';
import { api } from '@travel/shell/http';

export type { AdminBookingDetail };

/** The API's address of one booking: `/api/admin/bookings/TB-7K3Q9X`. */
export const bookingUrl = (reference: string) =>
  `/api/admin/bookings/${encodeURIComponent(reference)}`;

interface Changed {
  message: string;
  data: AdminBookingDetail;
}

/** The actions without a body, each answering the booking as it now is. */
export type PlainAction = 'cancel' | 'confirm' | 'resend' | 'mark-paid';

export async function runAction(reference: string, action: PlainAction): Promise<Changed> {
  return (await api.post<Changed>(`${bookingUrl(reference)}/${action}`, {})).data;
}

/** New name, tickets (tour) or guests (stay): seats and the total are the server's. */
export async function changeBooking(
  reference: string,
  change: ChangeBookingRequest,
): Promise<Changed> {
  return (await api.patch<Changed>(bookingUrl(reference), change)).data;
}

export async function moveBooking(reference: string, to: MoveBookingRequest): Promise<Changed> {
  return (await api.post<Changed>(`${bookingUrl(reference)}/move`, to)).data;
}

export async function saveNote(reference: string, note: string): Promise<Changed> {
  return (await api.put<Changed>(`${bookingUrl(reference)}/note`, { note })).data;
}
