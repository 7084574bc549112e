import { BadRequestException } from '@nestjs/common';
import { isObjectIdString } from '../../common/object-id';
import { dayNumber, earliestToday, isoDate } from '../../common/calendar';
import { parseDay } from '../../common/query-values';
import { parsePage } from '../../common/pagination/paginate';
import { BookingStatus, parseStatus } from './booking-status';
import { parsePaymentStatus, PaymentStatus } from './payment-state';

/** Without `from` and `to`, the lists show the bookings of this many days from today (UTC-12's today). */
export const LIST_DEFAULT_DAYS = 31;
/** The most days one request reads (with filters, each of them whole). */
export const LIST_MAX_DAYS = 92;
/** The admin lists' page size unless `limit` asks for another. */
export const DEFAULT_PER_PAGE = 20;
/** Large enough for a CSV export to walk the pages quickly, small enough to keep one answer light. */
export const MAX_PER_PAGE = 100;
/** A reference, a name or an email address fits; longer text only makes a slower scan. */
export const MAX_SEARCH_LENGTH = 100;

/** The raw query string values of an admin booking list, exactly as Express hands them over. */
export interface RawBookingListQuery {
  page?: unknown;
  limit?: unknown;
  from?: unknown;
  to?: unknown;
  /** destinationId for tours, offerId for stays */
  itemId?: unknown;
  status?: unknown;
  payment?: unknown;
  q?: unknown;
}

export interface BookingListQuery {
  page: number;
  /** The days read, both included: `from` and `to`, or LIST_DEFAULT_DAYS from today. */
  fromDay: string;
  toDay: string;
  perPage: number;
  /** Inclusive bounds on the booked date (tour date, stay check-in), 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  itemId?: string;
  status?: BookingStatus;
  payment?: PaymentStatus;
  /** Trimmed search text: a booking reference, or part of the booker's name or email. */
  q?: string;
}

function parseLimit(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_PER_PAGE;
  const limit = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PER_PAGE) {
    throw new BadRequestException(`limit must be a whole number from 1 to ${MAX_PER_PAGE}`);
  }
  return limit;
}

function parseItemId(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!isObjectIdString(raw)) {
    throw new BadRequestException(`${name} must be a valid id`);
  }
  return raw;
}

function parseSearchText(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new BadRequestException('q must be text');
  const text = raw.trim();
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new BadRequestException(`q must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  return text || undefined;
}

/**
 * Checks an admin list's filters. A repeated parameter (`?from=a&from=b`) arrives as an array and is
 * refused like any other malformed value. `itemName` names the id parameter in messages.
 */
export function parseBookingListQuery(
  raw: RawBookingListQuery,
  itemName: string,
  now = new Date(),
): BookingListQuery {
  const from = parseDay(raw.from, 'from');
  const to = parseDay(raw.to, 'to');
  const query: BookingListQuery = {
    page: parsePage(raw.page),
    perPage: parseLimit(raw.limit),
    from,
    to,
    ...listDays(from, to, now),
    itemId: parseItemId(raw.itemId, itemName),
    status: parseStatus(raw.status),
    payment: parsePaymentStatus(raw.payment),
    q: parseSearchText(raw.q),
  };
  return query;
}

/** The days a list reads: as given, or LIST_DEFAULT_DAYS from today (or up to `to`, or from `from`). */
function listDays(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): { fromDay: string; toDay: string } {
  // 'YYYY-MM-DD' strings order like the dates they name.
  if (from && to && from > to) throw new BadRequestException('from must not be after to');
  const shift = (day: string, days: number) => isoDate((dayNumber(day) ?? 0) + days);
  const fromDay = from ?? (to ? shift(to, 1 - LIST_DEFAULT_DAYS) : earliestToday(now));
  const toDay = to ?? shift(fromDay, LIST_DEFAULT_DAYS - 1);
  if ((dayNumber(toDay) ?? 0) - (dayNumber(fromDay) ?? 0) + 1 > LIST_MAX_DAYS) {
    throw new BadRequestException(`from and to must be at most ${LIST_MAX_DAYS} days apart`);
  }
  return { fromDay, toDay };
}
