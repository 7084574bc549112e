import { mongo, Types } from 'mongoose';
import { roundMoney } from '../../common/money';
import { fromMinorUnits } from '../../pricing/pricing';
import { dayNumber, isoDate } from '../../common/calendar';
import { BOOKING_HORIZON_DAYS } from './booking-horizon';
import {
  DayPartitions,
  DaySummary,
  pageOfDays,
  PartitionRow,
} from '../../common/partitions/day-partitions';
import { literalPattern } from '../../common/query-values';
import { BookingListQuery } from './booking-list-query';
import { effectiveStatus, StatusFields } from './booking-status';

/** A day's figures: every booking booked for it, and the confirmed ones by the UTC day they were made. */
export interface BookingDaySummary extends DaySummary {
  confirmed: number;
  /** Confirmed bookings and their value, by the day they were made (the booking's `day`). */
  made: Record<string, { bookings: number; revenue: number }>;
  /** How many bookings of each state, payment and booked item: `status|payment|itemId` (see comboKey). */
  combos?: Record<string, number>;
}

/**
 * The list filters a booking answers to, as one key. The state is read as at the summary's recompute: a
 * hold lapsing later counts as held until the sweep records its expiry (within a minute).
 */
function comboKey(row: BookingRow, itemField: string, now: Date): string {
  const payment = (row.payment as { status?: string } | undefined)?.status ?? 'on_the_day';
  return `${effectiveStatus(row as StatusFields, now)}|${payment}|${String(row[itemField])}`;
}

/** How many of a day's bookings a query's state, payment and item filters keep, from its summary. */
function countFor(query: BookingListQuery): (summary: BookingDaySummary) => number {
  return (summary) =>
    Object.entries(summary.combos ?? {}).reduce((sum, [key, n]) => {
      const [status, payment, item] = key.split('|');
      const kept =
        (!query.status || status === query.status) &&
        (!query.payment || payment === query.payment) &&
        (!query.itemId || item === query.itemId);
      return kept ? sum + n : sum;
    }, 0);
}

/** A booking as its day keeps it: the stored document, whole. */
export type BookingRow = PartitionRow & Record<string, unknown>;

/**
 * How long rows gather before they are written together. 0: at once, with those asked for while the last
 * write was on its way (a 2 s gathering cut the writes per booking but slowed the 50-request race suites,
 * whose instances wait for their rows before they stop; see BookingDaysSync).
 */
const ROW_GATHER_MS = 0;

/** Legacy bookings have no status and count as confirmed (statusFilter('confirmed')). */
const isConfirmed = (row: BookingRow) =>
  !['held', 'cancelled', 'expired'].includes(row.status as string);

/** Soonest date first; within a date, the newest booking first. */
const newestFirst = (rows: BookingRow[]) =>
  [...rows].sort((a, b) => String(b._id).localeCompare(String(a._id)));

/**
 * The bookings of one kind kept by the date booked (a tour's date, a stay's check-in), one partition per
 * day (see DayPartitions), each day's summary counting its confirmed bookings and their value by the day
 * they were made: the admin list pages and the statistics read these, never the whole ledger. They follow
 * the ledger through the audit trail's `audited` event (BookingDaysSync), which every change of a booking
 * passes through.
 */
export class BookingDays {
  readonly partitions: DayPartitions<BookingRow, BookingDaySummary>;

  constructor(
    db: () => mongo.Db,
    ledgerCollection: string,
    /** The field holding the date booked (the day a booking is kept under). */
    readonly dateField: string,
    amountField: string,
    /** The field holding the booked item's id (destinationId, offerId). */
    private readonly itemField: string,
  ) {
    this.partitions = new DayPartitions<BookingRow, BookingDaySummary>(
      db,
      daysName(ledgerCollection),
      (rows) => summarize(rows, amountField, itemField),
      (days) => ({ confirmed: days.reduce((sum, day) => sum + (day.confirmed ?? 0), 0) }),
      ROW_GATHER_MS,
    );
  }

  /** The day a stored booking is kept under. */
  dayOf(booking: Record<string, unknown>): string | undefined {
    const day = booking[this.dateField];
    return typeof day === 'string' ? day : undefined;
  }

  /**
   * Keeps the booking as it now is (a document or the stored object) under its date. The row is written
   * with the others of the next ROW_GATHER_MS, or at once (`now`); it resolves once written either way.
   */
  async put(booking: unknown, { now = false } = {}): Promise<void> {
    const row = plain(booking);
    const day = this.dayOf(row);
    if (!day) return;
    const written = this.partitions.put(day, row);
    if (now) void this.partitions.flush();
    await written;
  }

  async remove(day: string, id: unknown): Promise<void> {
    const written = this.partitions.remove(day, toObjectId(id));
    void this.partitions.flush();
    await written;
  }

  /**
   * One page of the list: without a search only the days holding the page are read (their summaries say
   * how many bookings of each state, payment and item each holds); with a search (`q`), every day of the
   * range.
   */
  async page(query: BookingListQuery, now = new Date()) {
    const summaries = await this.partitions.summariesBetween(query.fromDay, query.toDay);
    const skip = (query.page - 1) * query.perPage;
    const matches = rowMatcher(query, this.itemField, now);
    if (!matches) {
      return pageOfDays(summaries, (day) => this.partitions.read(day), {
        skip,
        limit: query.perPage,
        newestFirst: false,
        sortDay: newestFirst,
        // Within a day, newest `_id` first: the part of a busy day a page shows, not the whole day.
        readPart: (day, from, limit) => this.partitions.readNewest(day, from, limit),
      });
    }
    if (!query.q && summaries.every((summary) => summary.combos)) {
      return pageOfDays(summaries, (day) => this.partitions.read(day), {
        skip,
        limit: query.perPage,
        newestFirst: false,
        sortDay: (rows) => newestFirst(rows.filter(matches)),
        count: countFor(query),
      });
    }
    const days = await Promise.all(summaries.map((s) => this.partitions.read(s._id)));
    const found = days.flatMap((rows) => newestFirst(rows.filter(matches)));
    return { rows: found.slice(skip, skip + query.perPage), total: found.length };
  }

  /**
   * Confirmed bookings of all days (from the months' flat figures), and per day made for these days: a
   * booking made on one of them is booked for that day or later (no booking is made for a past date; a day
   * of slack for the time zones), so only the summaries from there to the booking horizon are read.
   */
  async figures(madeOn: string[]): Promise<{
    confirmed: number;
    perDay: Map<string, { bookings: number; revenue: number }>;
  }> {
    const wanted = new Set(madeOn);
    const first = dayNumber(madeOn[0] ?? '') ?? 0;
    const from = isoDate(first - 1);
    const months = await this.partitions.months();
    // Of the months up to the horizon, only those holding bookings (the flat figures list them).
    const recent = await this.partitions.summariesBetween(
      from,
      isoDate(first + madeOn.length + BOOKING_HORIZON_DAYS + 1),
      months.map((month) => month._id).filter((month) => month >= from.slice(0, 7)),
    );
    const perDay = new Map<string, { bookings: number; revenue: number }>();
    for (const summary of recent) {
      for (const [day, figures] of Object.entries(summary.made ?? {})) {
        if (!wanted.has(day)) continue;
        const sum = perDay.get(day) ?? { bookings: 0, revenue: 0 };
        perDay.set(day, {
          bookings: sum.bookings + figures.bookings,
          revenue: sum.revenue + figures.revenue,
        });
      }
    }
    const confirmed = months.reduce((sum, month) => sum + (month.confirmed ?? 0), 0);
    return { confirmed, perDay };
  }
}

/** The summaries' collection of a ledger's days (each day's bookings in `<it>.<YYYY-MM-DD>`). */
export function daysName(ledgerCollection: string): string {
  return `${ledgerCollection.replace(/s$/, '')}_days`;
}

export function summarize(
  rows: BookingRow[],
  amountField: string,
  itemField: string,
  now = new Date(),
): Omit<BookingDaySummary, '_id' | 'rows'> {
  const made: BookingDaySummary['made'] = {};
  const combos: Record<string, number> = {};
  let confirmed = 0;
  for (const row of rows) {
    const key = comboKey(row, itemField, now);
    combos[key] = (combos[key] ?? 0) + 1;
    if (!isConfirmed(row)) continue;
    confirmed++;
    const day = String(row.day);
    const figures = (made[day] ??= { bookings: 0, revenue: 0 });
    figures.bookings++;
    figures.revenue = roundMoney(figures.revenue + charged(row, amountField));
  }
  return { confirmed, made, combos };
}

/**
 * What a booking charged: its price record's total (a promo code's discount taken off) where it keeps one,
 * else its kind's amount field (a stay's `totalCost` is the price before any code).
 */
function charged(row: BookingRow, amountField: string): number {
  const total = (row.price as { total?: unknown } | undefined)?.total;
  return typeof total === 'number' ? fromMinorUnits(total) : Number(row[amountField]) || 0;
}

/** The list's filters (but the days) as a test of one row; undefined when there are none. */
function rowMatcher(
  query: BookingListQuery,
  itemField: string,
  now: Date,
): ((row: BookingRow) => boolean) | undefined {
  const tests: ((row: BookingRow) => boolean)[] = [];
  if (query.itemId) tests.push((row) => String(row[itemField]) === query.itemId);
  if (query.status) {
    tests.push((row) => effectiveStatus(row as StatusFields, now) === query.status);
  }
  if (query.payment) {
    const wanted = query.payment === 'on_the_day' ? undefined : query.payment;
    tests.push((row) => (row.payment as { status?: string } | undefined)?.status === wanted);
  }
  if (query.q) {
    const reference = query.q.toUpperCase();
    const pattern = literalPattern(query.q);
    tests.push(
      (row) =>
        row.reference === reference ||
        pattern.test(String(row.name ?? '')) ||
        pattern.test(String(row.email ?? '')),
    );
  }
  return tests.length ? (row) => tests.every((test) => test(row)) : undefined;
}

function plain(booking: unknown): BookingRow {
  const object = booking as { toObject?: () => BookingRow };
  return typeof object.toObject === 'function' ? object.toObject() : (booking as BookingRow);
}

function toObjectId(id: unknown): unknown {
  return typeof id === 'string' && Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : id;
}
