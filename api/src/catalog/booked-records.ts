import { Injectable } from '@nestjs/common';
import { DeletableKind } from '../recently-deleted/deletable-kinds';

/** What an edit of a booked record is about to change, as the booking side needs to judge it. */
export interface BookedRecordEdit {
  id: string;
  /** The record as stored before the edit. */
  before: Record<string, unknown>;
  /** The fields sent (validated and normalised), undefined ones left out. */
  fields: Record<string, unknown>;
  /** The admin confirmed that a cut of seats below what is sold may leave times oversold. */
  confirmOversell: boolean;
}

/**
 * What the bookings of a catalog record (a tour's, an offer's) say about its edits. The catalog knows nothing
 * of bookings (bookings depend on the catalog, not the other way round): the booking side registers one of
 * these per kind of record it books, and the catalog's writes ask it first.
 */
export interface BookedRecordGuard {
  /**
   * Before a delete: throws a 409 naming the live future bookings it would strand, or with `cancelBookings`
   * cancels them all (mailed, refunded, audited) and lets the delete go on.
   */
  beforeRemove(id: string, cancelBookings: boolean): Promise<void>;
  /** After the delete: bookings made while it ran are cancelled too, rather than left on a deleted record. */
  afterRemove(id: string): Promise<void>;
  /** Before an update is saved: throws a 409 when it would strand or oversell bookings. */
  beforeUpdate?(edit: BookedRecordEdit): Promise<void>;
}

/** The guards of booked kinds of records, by the catalog kind (destination, offer). */
@Injectable()
export class BookedRecords {
  private readonly guards = new Map<DeletableKind, BookedRecordGuard>();

  register(kind: DeletableKind, guard: BookedRecordGuard): void {
    this.guards.set(kind, guard);
  }

  of(kind: DeletableKind): BookedRecordGuard | undefined {
    return this.guards.get(kind);
  }
}
