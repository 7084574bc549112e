import { BadRequestException } from '@nestjs/common';

/**
 * A booking's life: made as a `held` booking (no verified account) or `confirmed` at once; a hold is
 * confirmed through its manage link or, unconfirmed past `holdExpiresAt`, is `expired`; a held or confirmed
 * booking may be `cancelled` until the cutoff. Expired and cancelled bookings hold no seats or nights.
 */
export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the stored booking says of its state; documents from before the lifecycle have none. */
export interface StatusFields {
  status?: BookingStatus;
  holdExpiresAt?: Date;
  cancelledAt?: Date;
}

/**
 * How long past `holdExpiresAt` an expired hold keeps its claims: a confirmation read just before the
 * expiry may still be writing (FerretDB updates are read-then-write), and must not end up confirming a
 * booking whose seats were just given away. Views call the hold expired at `holdExpiresAt` all the same.
 */
export const RELEASE_MARGIN_MS = 30_000;

export const BOOKING_CANCELLED = 'This booking was cancelled.';
export const HOLD_EXPIRED =
  'This hold has expired and its places were released. Please book again.';
export const STATUS_PARAM = `status must be one of ${BOOKING_STATUSES.join(', ')}`;

/** The state a booking is in at `now`: a hold past its expiry is expired whether or not a sweep wrote it. */
export function effectiveStatus(booking: StatusFields, now = new Date()): BookingStatus {
  const status = booking.status ?? 'confirmed';
  if (status === 'held' && (!booking.holdExpiresAt || booking.holdExpiresAt <= now)) {
    return 'expired';
  }
  return status;
}

/** The query string's `status`: absent, or one of the four states. */
export function parseStatus(raw: unknown): BookingStatus | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !(BOOKING_STATUSES as readonly string[]).includes(raw)) {
    throw new BadRequestException(STATUS_PARAM);
  }
  return raw as BookingStatus;
}

/** Legacy bookings have no status and count as confirmed; `$nin` matches a missing field. */
const CONFIRMED = { status: { $nin: ['held', 'cancelled', 'expired'] } };

/** The MongoDB filter of bookings in `status` at `now` (as effectiveStatus reads them). */
export function statusFilter(status: BookingStatus, now = new Date()): Record<string, unknown> {
  switch (status) {
    case 'confirmed':
      return CONFIRMED;
    case 'held':
      return { status: 'held', holdExpiresAt: { $gt: now } };
    case 'expired':
      return {
        $or: [{ status: 'expired' }, { status: 'held', holdExpiresAt: { $lte: now } }],
      };
    case 'cancelled':
      return { status: 'cancelled' };
  }
}

/**
 * Whether a booking's claims still hold their seats or nights: confirmed ones, and holds not yet past
 * `holdExpiresAt` plus the release margin.
 */
export function holdsItsClaims(booking: StatusFields, now = new Date()): boolean {
  if (booking.status === 'cancelled' || booking.status === 'expired') return false;
  if (booking.status !== 'held') return true; // confirmed, or stored before the lifecycle
  return (
    !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() > now.getTime() - RELEASE_MARGIN_MS
  );
}

/** Whether the sweep may mark a booking expired and free its places: releasableHoldsFilter, read in memory. */
export function isReleasable(booking: StatusFields, now = new Date()): boolean {
  return booking.status === 'held' && !holdsItsClaims(booking, now);
}

/** The filter of holds the sweep may mark expired and free (past the release margin). */
export function releasableHoldsFilter(now = new Date()): Record<string, unknown> {
  return {
    status: 'held',
    holdExpiresAt: { $lte: new Date(now.getTime() - RELEASE_MARGIN_MS) },
  };
}

const MS_PER_HOUR = 3_600_000;

/**
 * When cancelling stops being possible: `cutoffHours` before the start (a tour's date and time, a stay's
 * check-in at 00:00, each in its tour's or offer's time zone: see booking-start).
 */
export function cancelDeadline(start: Date, cutoffHours: number): Date {
  return new Date(start.getTime() - cutoffHours * MS_PER_HOUR);
}

/** Whether a visitor may cancel now: a live booking (held or confirmed) before the deadline. */
export function isCancellable(status: BookingStatus, deadline: Date, now = new Date()): boolean {
  return (status === 'held' || status === 'confirmed') && now < deadline;
}

export function cutoffMessage(cutoffHours: number): string {
  return `Bookings can no longer be cancelled within ${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'} of the start.`;
}

/** How a new booking starts, as the OpenAPI document of both booking routes states it. */
export const BOOKING_STATES =
  "Public; a bearer token is optional. With the token of an account whose email is verified, booking under that account's email (case-insensitive), the booking is `confirmed` at once. Otherwise it is `held` until `holdExpiresAt` (HOLD_MINUTES, 30 by default): the confirmation mail carries a manage link (`/booking/manage?ref=&token=`) that confirms it; unconfirmed, it expires and frees its places.";

/** When a booking's claims lapse: with its hold and the release margin, or never once it is confirmed. */
export function claimsLapseOf(booking: StatusFields): Date | undefined {
  if (booking.status !== 'held' || !booking.holdExpiresAt) return undefined;
  return new Date(booking.holdExpiresAt.getTime() + RELEASE_MARGIN_MS);
}
