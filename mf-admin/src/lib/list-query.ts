import { isBookingState, isPaymentState, type BookingState } from './booking-states';
import type { PaymentStatus } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';

/** The filter of an admin booking list as the URL keeps it: empty strings mean "not filtered". */
export interface BookingFilter {
  from: string;
  to: string;
  /** The destination (tours) or offer (stays) id. */
  item: string;
  /** held, confirmed, cancelled or expired. */
  status: BookingState | '';
  /** pending, paid, refunded or on_the_day. */
  payment: PaymentStatus | '';
  /** The search box, trimmed: a reference, or part of the booker's name or email. */
  q: string;
}

export const NO_FILTER: BookingFilter = {
  from: '',
  to: '',
  item: '',
  status: '',
  payment: '',
  q: '',
};

/** The API's limit on the search text. */
export const MAX_SEARCH_LENGTH = 100;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Reads the filter and page from the query string, dropping what the API would refuse (a hand-edited URL). */
export function readListQuery(
  params: URLSearchParams,
  itemParam: string,
): { filter: BookingFilter; page: number } {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const item = params.get(itemParam) ?? '';
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  const q = (params.get('q') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    filter: {
      from: date('from'),
      to: date('to'),
      item: OBJECT_ID.test(item) ? item : '',
      status: isBookingState(status) ? status : '',
      payment: isPaymentState(payment) ? payment : '',
      q: q.length <= MAX_SEARCH_LENGTH ? q : '',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a filter and page: a new filter starts again on page 1, which is left out. */
export function writeListQuery(
  filter: BookingFilter,
  page: number,
  itemParam: string,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.item) params.set(itemParam, filter.item);
  if (filter.status) params.set('status', filter.status);
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.q) params.set('q', filter.q);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Without both dates the API lists this many days: from today, from `from`, or up to `to`. */
export const LIST_DEFAULT_DAYS = 31;
/** The most days the API lists at once. */
export const LIST_MAX_DAYS = 92;
const MS_PER_DAY = 86_400_000;

/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY) + 1;
}

/** Why the filter cannot be sent, or null. 'YYYY-MM-DD' strings order like the dates they name. */
export function filterError(filter: BookingFilter): string | null {
  if (!filter.from || !filter.to) return null;
  if (filter.from > filter.to) return t('admin.filter.startAfterEnd');
  return daysSpanned(filter.from, filter.to) > LIST_MAX_DAYS
    ? t('admin.filter.tooManyDays', { days: LIST_MAX_DAYS })
    : null;
}

/** The two kinds of booking lists: their texts are `admin.bookings.tour.*` and `admin.bookings.stay.*`. */
export type BookingListKind = 'tour' | 'stay';

/** Which days the list shows when the filter leaves one or both dates open, or null when it names both. */
export function rangeNote(filter: BookingFilter, kind: BookingListKind): string | null {
  const days = LIST_DEFAULT_DAYS;
  if (filter.from && filter.to) return null;
  if (filter.from) return t(`admin.bookings.${kind}.rangeFrom`, { from: filter.from, days });
  if (filter.to) return t(`admin.bookings.${kind}.rangeTo`, { to: filter.to, days });
  return t(`admin.bookings.${kind}.rangeNext`, { days });
}

export function isFiltered(filter: BookingFilter): boolean {
  return Boolean(
    filter.from || filter.to || filter.item || filter.status || filter.payment || filter.q,
  );
}

/** The API's query parameters for a filter (page and page size are added by the caller). */
export function filterParams(filter: BookingFilter, itemParam: string): Record<string, string> {
  return Object.fromEntries(writeListQuery(filter, 1, itemParam));
}
