import { BadRequestException } from '@nestjs/common';
import { Types } from 'mongoose';
import { isObjectIdString } from '../../common/object-id';
import { literalPattern, parseDay } from '../../common/query-values';
import { parsePage } from '../../common/pagination/paginate';
import { BookingStatus, parseStatus, statusFilter } from './booking-status';
import { parsePaymentStatus, paymentFilter, PaymentStatus } from './payment-state';

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
): BookingListQuery {
  const query: BookingListQuery = {
    page: parsePage(raw.page),
    perPage: parseLimit(raw.limit),
    from: parseDay(raw.from, 'from'),
    to: parseDay(raw.to, 'to'),
    itemId: parseItemId(raw.itemId, itemName),
    status: parseStatus(raw.status),
    payment: parsePaymentStatus(raw.payment),
    q: parseSearchText(raw.q),
  };
  // 'YYYY-MM-DD' strings order like the dates they name.
  if (query.from && query.to && query.from > query.to) {
    throw new BadRequestException('from must not be after to');
  }
  return query;
}

/** The MongoDB filter of a list query, on the field holding the booked date and the one holding the item. */
export function bookingListFilter(
  query: BookingListQuery,
  dateField: string,
  itemField: string,
  now = new Date(),
): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.from || query.to) {
    filter[dateField] = {
      ...(query.from ? { $gte: query.from } : {}),
      ...(query.to ? { $lte: query.to } : {}),
    };
  }
  if (query.itemId) filter[itemField] = new Types.ObjectId(query.itemId);
  if (query.payment) Object.assign(filter, paymentFilter(query.payment));
  // Under $and: the 'expired' state filter has an $or of its own at the top level.
  if (query.q) filter.$and = [searchFilter(query.q)];
  return query.status ? { ...filter, ...statusFilter(query.status, now) } : filter;
}

/**
 * The bookings an admin's search text finds: the one whose reference it is (references are upper case, and
 * read out or typed in any case), or those whose booker's name or email contains it. The text is matched
 * literally, never as a pattern of the admin's making.
 */
export function searchFilter(text: string): Record<string, unknown> {
  const pattern = literalPattern(text);
  return {
    $or: [{ reference: text.toUpperCase() }, { name: pattern }, { email: pattern }],
  };
}
