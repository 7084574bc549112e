import { HydratedDocument, Types } from 'mongoose';
import { Page } from '../../common/pagination/paginate';
import { AppConfig } from '../../config/app-config';
import { BookingCheckout } from './booking-checkout';
import { BookingKind } from './booking-kind';
import { BookingLedger, LedgerRecord } from './booking-ledger';
import { BookingLifecycle } from './booking-lifecycle.service';
import { BookingListQuery } from './booking-list-query';
import { BookingDays } from './booking-days';
import { partitionsDatabase } from '../../common/partitions/day-partitions';
import { cancelDeadline, effectiveStatus, isCancellable } from './booking-status';

/** How the bookings of one kind are listed and shown, and when one starts. */
export interface KindView<T extends LedgerRecord, V> {
  /** The admin list's date and booked-record fields (see BookingDays). */
  listBy: { date: keyof T & string; record: keyof T & string };
  view(booking: HydratedDocument<T>, now?: Date): V;
  /** When the booking starts: the cancellation cutoff counts back from it. */
  startsAt(booking: HydratedDocument<T>): Date;
}

/**
 * What the booking services of both kinds share: their kind's ledger, lifecycle and checkout (made by
 * bookingKindProviders), the admin list and delete, and a booker's own bookings.
 */
export abstract class KindBookings<T extends LedgerRecord, V> {
  readonly ledger: BookingLedger<T>;
  readonly lifecycle: BookingLifecycle<T>;
  readonly checkout: BookingCheckout<T>;
  /** The bookings by date booked, and their day figures: what the admin list and the stats read. */
  readonly days: BookingDays;

  protected constructor(
    kind: BookingKind<T>,
    protected readonly config: AppConfig,
    private readonly shown: KindView<T, V>,
  ) {
    ({ ledger: this.ledger, lifecycle: this.lifecycle, checkout: this.checkout } = kind);
    const model = this.ledger.model;
    this.days = new BookingDays(
      () => partitionsDatabase(model.db.db!),
      model.collection.collectionName,
      shown.listBy.date,
      this.ledger.amountField,
      shown.listBy.record,
    );
  }

  /** One page of the admin list: the days of the query's range, soonest first (see BookingDays). */
  async list(query: BookingListQuery): Promise<Page<V>> {
    const { rows, total } = await this.days.page(query);
    return {
      data: rows.map((row) => this.shown.view(this.ledger.hydrate(row))),
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.perPage)),
      total,
    };
  }

  /** An admin's delete (see BookingLifecycle.remove). */
  remove(id: string): Promise<void> {
    return this.lifecycle.remove(new Types.ObjectId(id));
  }

  /** The moment cancelling stops being possible. */
  cancelBefore(booking: HydratedDocument<T>): Date {
    return cancelDeadline(this.shown.startsAt(booking), this.config.cancellationCutoffHours);
  }

  /** A booker's own bookings, newest first, each saying whether it can still be cancelled. */
  async mine(email: string, now = new Date()): Promise<(V & { cancellable: boolean })[]> {
    return (await this.ledger.mine(email)).map((b) => ({
      ...this.shown.view(b, now),
      cancellable: isCancellable(effectiveStatus(b, now), this.cancelBefore(b), now),
    }));
  }
}
