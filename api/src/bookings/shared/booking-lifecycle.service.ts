import { ConflictException, NotFoundException } from '@nestjs/common';
import { HydratedDocument, Types } from 'mongoose';
import { ChangeFeed } from '../../cache/change-feed.service';
import { Mail, mailKey, MailService } from '../../mail/mail.service';
import { AuditService } from '../../audit/audit.service';
import { AuditKind } from '../../audit/audit-kinds';
import { AVAILABILITY_CACHE_TAG } from '../../cache/cache-tags';
import { PaymentsService, RefundRequest } from '../../payments/payments.service';
import { BookingLedger, LedgerRecord, PaymentPatch, RenewedFields } from './booking-ledger';
import {
  effectiveStatus,
  isReleasable,
  releasableHoldsFilter,
  statusFilter,
} from './booking-status';
import { assertWithinClaimDeadline } from '../../inventory/claims';
import { awaitingSession } from './payment-state';
import { RecentlyDeleted } from '../../recently-deleted/recently-deleted.service';
import { putBack, StoredDocument, storedForm } from '../../recently-deleted/restore-document';
import { OwnReasonConflict } from './own-reason-conflict';

/** What a verified webhook says was paid for a booking's Checkout Session. */
export interface PaidSession {
  sessionId: string;
  paymentIntentId: string;
  paidAt: Date;
}

/** How often each instance looks for holds to expire (by their lapsed claims). */
export const SWEEP_INTERVAL_MS = 60_000;
/** How often it reads the whole ledger for holds whose claims went before them. */
export const LEDGER_SWEEP_INTERVAL_MS = 60 * 60_000;
const SWEEP_BATCH = 100;
const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKED_RECORD_GONE =
  'The tour or stay of this booking was withdrawn (deleted): restore it first, then this booking.';
export const PLACES_TAKEN =
  'Those places were booked meanwhile, so this booking cannot be restored.';

/** What a booking holds (tour seats, stay nights), as its lifecycle frees, claims again and keeps them. */
export interface BookingPlaces<D> {
  /** Frees the booking's seats or nights. */
  release(booking: D): Promise<void>;
  /**
   * Claims a deleted booking's seats or nights again for its restore (a hold's lapsing with it), or throws
   * having claimed nothing: a 409 when they are taken, a 404 when what it books was deleted since. Answers
   * the fields it made anew, if any, to be written with the booking.
   */
  claimAgain(booking: D): Promise<RenewedFields | void>;
  /** The claims of a hold just confirmed stop lapsing; answers how many it found (0: released). */
  keep(booking: D): Promise<number>;
  /** The holders of claims that have lapsed and are still stored: the holds the sweep looks at. */
  lapsedHolders(): Promise<Types.ObjectId[]>;
}

/** What else differs between tour and stay bookings in their lifecycle. */
export interface LifecycleKind<D> {
  /** What the audit trail calls a booking of this kind. */
  audited: Extract<AuditKind, 'tour-booking' | 'stay-booking'>;
  cancellationMail(booking: D): Mail;
  /**
   * The notice that a hold lapsed unconfirmed, with a link to book again: `siteLink` makes a path of the
   * site a whole link.
   */
  expiredMail(booking: D, siteLink: (path: string) => string): Mail;
}

/**
 * Confirming, cancelling and expiring bookings of one kind. The booking is written first and its claims
 * freed after: were the release to fail, the claims of a booking that no longer holds them are swept as
 * abandoned by the next booking that needs them (see claims.ts).
 *
 * Every change of one booking (confirm, paid, late payment, cancel, expiry by the webhook or the sweep,
 * delete, restore, and in other modules pay-again, a late refund, a tour time's move) takes its turn under
 * the booking's lock (BookingLocks) and reads the booking afresh inside it: FerretDB runs each transition's
 * condition as a read and then a write of the whole document, so the condition alone let 50 confirms all
 * confirm, several expired events all expire, and a confirm's write land over a cancel's.
 *
 * Should a lock be taken over as stale while its change still runs, a confirm and a cancel still look,
 * after their own writes, for the other's: the confirm at the claims (after its status write), the cancel
 * at the status (after its release), so the booking ends cancelled with its places free.
 */
export class BookingLifecycle<T extends LedgerRecord> {
  private sweeping?: Promise<number>;

  constructor(
    private readonly ledger: BookingLedger<T>,
    private readonly places: BookingPlaces<HydratedDocument<T>>,
    private readonly kind: LifecycleKind<HydratedDocument<T>>,
    private readonly mail: MailService,
    private readonly changes: ChangeFeed,
    private readonly payments: PaymentsService,
    private readonly audit: AuditService,
    private readonly recentlyDeleted: RecentlyDeleted,
  ) {
    recentlyDeleted.register(kind.audited, {
      restore: (document) => this.restore(document),
      // The restore, with its read of the deleted item and the item's removal, in turn with the booking's
      // deletes (and every other change of it): see RecentlyDeleted.restore.
      exclusively: (id, work) => this.ledger.locks.exclusively(id, work),
    });
  }

  /**
   * Held and not expired -> confirmed; null when the booking was not in that state any more. With `paid`,
   * only while waiting for that very session's payment, which it records (paid only from a verified
   * webhook: the caller's business).
   */
  confirm(booking: HydratedDocument<T>, paid?: PaidSession): Promise<HydratedDocument<T> | null> {
    // In turn with every other change of the booking: the transition's condition alone is read-then-write
    // on FerretDB, so 50 confirms sent together all confirmed (and each recorded it).
    return this.ledger.locks.exclusively(booking._id, () => this.confirmHeld(booking, paid));
  }

  private async confirmHeld(
    booking: HydratedDocument<T>,
    paid?: PaidSession,
  ): Promise<HydratedDocument<T> | null> {
    const confirmed = await this.ledger.transition(
      booking._id,
      paid ? { ...statusFilter('held'), ...awaitingSession(paid.sessionId) } : statusFilter('held'),
      {
        status: 'confirmed',
        ...(paid
          ? {
              'payment.status': 'paid',
              'payment.paymentIntentId': paid.paymentIntentId,
              'payment.paidAt': paid.paidAt,
            }
          : {}),
      },
      ['holdExpiresAt'],
    );
    if (!confirmed) return null;
    if ((await this.places.keep(confirmed)) > 0) {
      await this.recordChange(paid ? 'paid' : 'confirmed', booking, confirmed);
      return confirmed;
    }
    // No claims left: a cancel released them after reading the hold, and this write may have hidden its
    // own. Cancelled it is (that cancel has answered and mailed). The sweep is no such rival: it only
    // takes holds past the release margin, long after any confirm that read them held has written.
    await this.ledger.transition(confirmed._id, statusFilter('confirmed'), {
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    return null;
  }

  /**
   * A payment for a hold that lapsed before it came (the sweep may have expired it or not): when the
   * hold's seats or nights are still free, they are claimed again and the booking confirmed as paid, as if
   * the money had come in time; null, with nothing claimed or confirmed, when they were taken meanwhile or
   * the booking is not such a hold any more (cancelled, deleted, paid, or waiting for another session).
   * Runs in turn with the booking's other changes. The seat and night claims are what keeps two late
   * payments racing for the last places from both confirming: only one of them can claim.
   */
  confirmLate(
    booking: HydratedDocument<T>,
    paid: PaidSession,
  ): Promise<HydratedDocument<T> | null> {
    return this.ledger.locks.exclusively(booking._id, async () => {
      const awaiting = awaitingSession(paid.sessionId);
      let lapsed = await this.ledger.byId(booking._id);
      if (!lapsed || effectiveStatus(lapsed) !== 'expired') return null;
      if (lapsed.payment?.status !== 'pending' || lapsed.payment.sessionId !== paid.sessionId) {
        return null;
      }
      if (lapsed.status === 'held') {
        // Expired here as the sweep would, so that the sweep has no hold left to take and its claims,
        // claimed again below, never lapse with it.
        const expired = await this.ledger.transition(
          lapsed._id,
          { status: 'held', ...awaiting },
          { status: 'expired' },
        );
        if (!expired) return null;
        await this.recordChange('expired', lapsed, expired);
        lapsed = expired;
      }
      const startedAt = Date.now();
      let renewed: RenewedFields | void;
      try {
        renewed = await this.places.claimAgain(lapsed);
      } catch (error) {
        if (error instanceof ConflictException || error instanceof NotFoundException) {
          // Whatever the hold still held is free now: given out as after any expiry (the waitlist first).
          await this.places.release(lapsed);
          await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
          return null;
        }
        throw error;
      }
      const confirmed = await this.confirmClaimed(lapsed, awaiting, paid, startedAt, renewed);
      await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
      return confirmed;
    });
  }

  /** The expired booking whose places were just claimed again, confirmed as paid; null (claims freed) if not. */
  private async confirmClaimed(
    lapsed: HydratedDocument<T>,
    awaiting: Record<string, unknown>,
    paid: PaidSession,
    startedAt: number,
    renewed: RenewedFields | void,
  ): Promise<HydratedDocument<T> | null> {
    let confirmed: HydratedDocument<T> | null = null;
    try {
      assertWithinClaimDeadline(startedAt);
      confirmed = await this.ledger.transition(
        lapsed._id,
        { status: 'expired', ...awaiting },
        {
          status: 'confirmed',
          'payment.status': 'paid',
          'payment.paymentIntentId': paid.paymentIntentId,
          'payment.paidAt': paid.paidAt,
          ...renewed,
        },
        ['holdExpiresAt'],
      );
    } catch (error) {
      await this.places.release(lapsed);
      throw error;
    }
    // A sweep that read the hold before it was expired above may have freed the new claims since: then
    // the places may be someone else's, and the booking goes back to expired (its payment refunded).
    if (confirmed && (await this.places.keep(confirmed)) > 0) {
      await this.recordChange('paid', lapsed, confirmed);
      return confirmed;
    }
    if (confirmed) {
      await this.ledger.transition(confirmed._id, statusFilter('confirmed'), {
        status: 'expired',
        'payment.status': 'pending',
      });
    }
    await this.places.release(lapsed);
    return null;
  }

  /**
   * Held (not expired) or confirmed -> cancelled, its places freed at once and a notice mailed; null
   * when the booking was not in one of those states any more (another request cancelled it first, or it
   * expired). Changes of one booking run one at a time (BookingLocks), each reading the
   * booking afresh once it is its turn, so only one of several cancels sent together refunds, writes,
   * frees and mails.
   */
  cancel(
    booking: HydratedDocument<T>,
    now = new Date(),
    /** Whether to queue the usual notice; a caller with its own mail (a whole tour time cancelled) says no. */
    notice = true,
  ): Promise<HydratedDocument<T> | null> {
    return this.ledger.locks.exclusively(booking._id, async () => {
      const current = await this.ledger.byId(booking._id);
      const status = current && effectiveStatus(current, now);
      if (!current || (status !== 'held' && status !== 'confirmed')) return null;
      // The money goes back before anything changes: were Stripe out of reach, the booking stays as it
      // was (503) and can be cancelled again; a second attempt gets the same refund (idempotency key).
      const refund = await this.refundIfPaid(current, 'cancelled');
      const cancelled = await this.ledger.transition(
        current._id,
        { $or: [statusFilter('held', now), statusFilter('confirmed')] },
        { status: 'cancelled', cancelledAt: now, ...refund },
        ['holdExpiresAt'],
      );
      if (!cancelled) return null;
      await this.places.release(cancelled);
      // A confirm that read the hold before this write may have written `confirmed` over it since; read
      // after the release, either its write shows here and is undone, or it finds the claims gone.
      const undone = await this.ledger.transition(cancelled._id, statusFilter('confirmed'), {
        status: 'cancelled',
        cancelledAt: now,
      });
      await this.recordChange('cancelled', current, undone ?? cancelled);
      await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
      if (notice) {
        await this.mail.send(this.kind.cancellationMail(cancelled), {
          key: mailKey('booking-cancelled', cancelled.reference),
          essential: true,
        });
      }
      return cancelled;
    });
  }

  /**
   * An admin's delete, its places freed (the waitlist is offered them as after a cancel); the booking goes
   * to Recently deleted, from where it can be restored while its places are free. A paid booking's money
   * goes back first (503, nothing deleted, if it cannot). Runs in turn with the booking's cancels and
   * restores, so a booking being cancelled is refunded once. Throws 404 when the booking does not exist
   * (any more: several deletes sent together delete once).
   */
  async remove(id: Types.ObjectId): Promise<void> {
    await this.ledger.locks.exclusively(id, async () => {
      const current = await this.ledger.byId(id);
      if (!current) throw new NotFoundException(BOOKING_NOT_FOUND);
      const refund = await this.refundIfPaid(current, 'deleted');
      // What is kept is the booking as it now stands: refunded, when it was paid.
      const kept = this.ledger.hydrate(storedForm(current));
      kept.set(refund);
      await this.recentlyDeleted.keep({
        kind: this.kind.audited,
        document: storedForm(kept),
        name: `${current.reference} (${current.name})`,
      });
      await this.ledger.remove(current._id);
      await this.recordChange('deleted', current, null);
      // Were this to fail, the places are swept later as their booking no longer exists.
      await this.places.release(current);
    });
    await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
  }

  /**
   * A deleted booking back from Recently deleted, run in turn with the booking's other changes (the
   * restorer's `exclusively`, which RecentlyDeleted takes around it). A booking still holding places
   * (confirmed, or a hold not lapsed) claims them again first, and then is written back; places taken
   * meanwhile refuse it (409) with nothing written. False when it was back already.
   */
  private async restore(document: StoredDocument): Promise<boolean> {
    const booking = this.ledger.hydrate(document);
    if (await this.ledger.byId(booking._id)) return false;
    const status = effectiveStatus(booking);
    const holds = status === 'held' || status === 'confirmed';
    const startedAt = Date.now();
    const renewed = holds ? await this.claimAgain(booking) : undefined;
    let restored: boolean;
    try {
      assertWithinClaimDeadline(startedAt);
      restored = await putBack(this.ledger.collection(), { ...document, ...renewed }, 'booking');
    } catch (error) {
      if (holds) await this.places.release(booking);
      throw error;
    }
    await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
    return restored;
  }

  private async claimAgain(booking: HydratedDocument<T>): Promise<RenewedFields | void> {
    try {
      return await this.places.claimAgain(booking);
    } catch (error) {
      if (error instanceof OwnReasonConflict) throw error;
      // 'Only 2 tickets left', 'These dates are no longer available': said once, for both kinds.
      if (error instanceof ConflictException) throw new ConflictException(PLACES_TAKEN);
      if (error instanceof NotFoundException) throw new ConflictException(BOOKED_RECORD_GONE);
      throw error;
    }
  }

  /**
   * A paid booking's money back through Stripe, as the fields that record it (nothing for an unpaid one).
   * Throws 503 when Stripe cannot be reached.
   */
  private async refundIfPaid(
    booking: HydratedDocument<T>,
    reason: RefundRequest['reason'],
  ): Promise<PaymentPatch> {
    const payment = booking.payment;
    if (payment?.status !== 'paid' || !payment.paymentIntentId) return {};
    const refund = await this.payments.refund({
      reference: booking.reference,
      paymentIntentId: payment.paymentIntentId,
      amount: payment.amount,
      reason,
    });
    return {
      'payment.status': 'refunded',
      'payment.refundId': refund.refundId,
      'payment.refundAmount': refund.amount,
      'payment.refundStatus': refund.status,
      'payment.refundedAt': new Date(),
    };
  }

  /**
   * Checkout Session `sessionId` expired unpaid: the hold waiting for it is expired and its places freed.
   * Nothing happens when the booking was paid meanwhile, or waits for a newer session (paying again).
   */
  async expireUnpaid(booking: HydratedDocument<T>, sessionId: string): Promise<boolean> {
    // In turn with the booking's other changes: several expired events (or one beside the paid event of
    // the same session) each expired it, recorded it and freed places a confirm had just kept. A booking
    // read as no such hold needs no turn (a replay, a superseded session).
    const payment = booking.payment;
    if (
      booking.status !== 'held' ||
      payment?.status !== 'pending' ||
      payment.sessionId !== sessionId
    )
      return false;
    const done = await this.ledger.locks.exclusively(booking._id, async () => {
      const expired = await this.ledger.transition(
        booking._id,
        { status: 'held', ...awaitingSession(sessionId) },
        { status: 'expired' },
      );
      if (!expired) return false;
      await this.recordChange('expired', booking, expired);
      await this.places.release(expired);
      await this.mailExpired(expired);
      return true;
    });
    if (done) await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
    return done;
  }

  /**
   * Marks holds past their expiry (and the release margin) as expired and frees their places; answers how
   * many. It finds them by their lapsed claims and reads each booking by its exact `_id`: the embedded
   * FerretDB would read the whole ledger, every booking ever made, for the holds' filter. Runs one sweep at
   * a time on this instance; other instances sweeping too only repeat deletes.
   */
  sweep(): Promise<number> {
    return this.sweepOnce(async () => {
      const lapsed = await this.places.lapsedHolders();
      const now = new Date();
      const holds: HydratedDocument<T>[] = [];
      for (const hold of await Promise.all(lapsed.map((id) => this.ledger.byId(id)))) {
        if (hold && isReleasable(hold, now)) holds.push(hold as HydratedDocument<T>);
      }
      return holds;
    });
  }

  /**
   * The sweep over the ledger, for holds whose claims went before them (freed as abandoned by a booking
   * that needed the places, archived with their past day): reads every booking, so it runs rarely.
   */
  sweepLedger(): Promise<number> {
    return this.sweepOnce(async () => {
      const holds: HydratedDocument<T>[] = [];
      for (;;) {
        const batch = await this.ledger.releasableHolds(SWEEP_BATCH, holds.at(-1)?._id);
        holds.push(...batch);
        if (batch.length < SWEEP_BATCH) return holds;
      }
    });
  }

  private sweepOnce(find: () => Promise<HydratedDocument<T>[]>): Promise<number> {
    this.sweeping ??= this.audit
      .as('sweep', () => this.expireHolds(find))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async expireHolds(find: () => Promise<HydratedDocument<T>[]>): Promise<number> {
    let expired = 0;
    for (const hold of await find()) {
      if (await this.expireInTurn(hold)) expired++;
    }
    if (expired > 0) await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
    return expired;
  }

  /**
   * The sweep's expiry of one hold, in turn with the booking's other changes (a late payment expiring it
   * itself, a confirm, a cancel); false when it is no such hold any more, or another change of it is under
   * way (the next sweep tries again).
   */
  private async expireInTurn(hold: HydratedDocument<T>): Promise<boolean> {
    try {
      return await this.ledger.locks.exclusively(hold._id, async () => {
        const marked = await this.ledger.transition(hold._id, releasableHoldsFilter(), {
          status: 'expired',
        });
        if (!marked) return false;
        await this.recordChange('expired', hold, marked);
        await this.places.release(marked);
        await this.mailExpired(marked);
        return true;
      });
    } catch (error) {
      if (error instanceof ConflictException) return false;
      throw error;
    }
  }

  /**
   * Tells the visitor a hold lapsed unconfirmed, with a link to book again: once (the outbox's key), whichever
   * instance or path (the sweep, Stripe's expired session) expired it. Budgeted like the hold's own mail: the
   * address was never proven.
   */
  private async mailExpired(booking: HydratedDocument<T>): Promise<void> {
    // A reseller's reservation lapsing is the reseller's to tell (it reads the booking's state).
    if (booking.channel === 'octo') return;
    await this.mail.send(
      this.kind.expiredMail(booking, (path) => this.mail.siteLink(path)),
      { key: mailKey('booking-expired', booking.reference) },
    );
  }

  /** Records a change of one booking, right after its write (see AuditService). */
  private recordChange(
    action: 'confirmed' | 'paid' | 'cancelled' | 'deleted' | 'expired',
    before: HydratedDocument<T>,
    after: HydratedDocument<T> | null,
  ): Promise<void> {
    return this.audit.record({
      action,
      kind: this.kind.audited,
      record: before._id,
      before,
      after,
    });
  }

  /**
   * A booking just made (by its service, which made it): the change of availability is published, then
   * the booking recorded in the audit trail.
   */
  async created(booking: HydratedDocument<T>): Promise<void> {
    await this.changes.invalidate(AVAILABILITY_CACHE_TAG, { takenOnly: true });
    await this.audit.record({
      action: 'created',
      kind: this.kind.audited,
      record: booking._id,
      after: booking,
    });
  }
}
