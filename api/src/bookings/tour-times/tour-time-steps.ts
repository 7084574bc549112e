import { capacityOn } from '../../destinations/schedule/tour-schedule';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { HydratedDocument, Model, Types } from 'mongoose';
import { Mail, mailKey, MailService } from '../../mail/mail.service';
import {
  tourTimeCancelledMail,
  tourTimeMovedMail,
  withdrawnMail,
} from '../../mail/templates/booking-mails';
import { BookingLedger, LedgerRecord } from '../shared/booking-ledger';
import { manageLinkPath } from '../shared/booking-lifecycle';
import { BookingLifecycle } from '../shared/booking-lifecycle.service';
import { effectiveStatus } from '../shared/booking-status';
import { hashManageToken, newManageToken } from '../shared/manage-token';
import { paymentStatusOf } from '../shared/payment-state';
import { StayBooking } from '../stays/schemas/stay-booking.schema';
import { StayBookingsService } from '../stays/stay-bookings.service';
import { seatsOf, TourBooking, TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { TourBookingsService } from '../tours/tour-bookings.service';
import { TourSeats } from '../tours/tour-seats.service';
import { TourSlot } from '../tours/tour-slot';
import { BookingMove } from './booking-move';
import { TourTimeBookingView } from './dto/tour-time.dto';
import {
  OperationItem,
  TourTimeOperation,
  TourTimeOperationDocument,
} from './schemas/tour-time-operation.schema';

export function notEnoughSeats(free: number, needed: number, to: TourSlot): ConflictException {
  return new ConflictException(
    `Only ${free} ${free === 1 ? 'seat is' : 'seats are'} free on ${to.date} at ${to.time}; these bookings need ${needed}. Nothing was moved.`,
  );
}

export function sourceOf(op: TourTimeOperation): TourSlot {
  return { destinationId: op.destinationId.toString(), date: op.date, time: op.time };
}

export function targetOf(op: TourTimeOperation): TourSlot {
  return {
    destinationId: op.destinationId.toString(),
    date: op.toDate ?? '',
    time: op.toTime ?? '',
  };
}

/** A booking of the time as the admin's preview and the operation's plan show it. */
export function bookingView(booking: TourBookingDocument, now: Date): TourTimeBookingView {
  const payment = paymentStatusOf(booking.payment);
  return {
    _id: booking._id.toString(),
    reference: booking.reference,
    name: booking.name,
    email: booking.email,
    tickets: booking.tickets,
    status: effectiveStatus(booking, now),
    cost: booking.cost,
    payment,
    paid: payment === 'paid' ? (booking.payment?.amount ?? 0) : 0,
    ...(booking.payment ? { currency: booking.payment.currency } : {}),
  };
}

/** The plan of an operation: each booking holding seats at the time, its step still to run. */
export function planOf(bookings: TourBookingDocument[], now: Date): OperationItem[] {
  return bookings.map((booking) => {
    const { _id, ...view } = bookingView(booking, now);
    return {
      ...view,
      bookingId: new Types.ObjectId(_id),
      date: booking.date,
      time: booking.time,
      outcome: 'pending' as const,
    };
  });
}

/** What cancelling one booking of an operation needs of its kind: its bookings, and the mail it is sent. */
interface CancelKind<T extends LedgerRecord> {
  ledger: BookingLedger<T>;
  lifecycle: BookingLifecycle<T>;
  mail(booking: HydratedDocument<T>, link: string, reason?: string): Mail;
}

/**
 * Each booking's part in a whole tour time's cancel or move (TourTimeOperations runs them in turn): the
 * booking cancelled or moved, mailed once with a new manage link, and its outcome written into the
 * operation's progress. Every step is safe to run again, for a run cut off halfway.
 */
@Injectable()
export class TourTimeSteps {
  constructor(
    @InjectModel(TourTimeOperation.name) private readonly ops: Model<TourTimeOperation>,
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly seats: TourSeats,
    private readonly mail: MailService,
    private readonly move: BookingMove,
  ) {}

  /**
   * Cancels one booking through its lifecycle (refund first, then the write, the seats and the audit entry),
   * then mails it. A run cut off after the cancel finds the booking cancelled and its link's token in the
   * progress: the mail is queued then, once. A booking its visitor cancelled meanwhile had the usual notice
   * (the same key): its link is left alone.
   */
  async cancelOne(op: TourTimeOperationDocument, index: number, item: OperationItem) {
    if (op.booked === 'stay') return this.cancelIn(this.stayKind(), op, index, item);
    return this.cancelIn(this.tourKind(op), op, index, item);
  }

  private tourKind(op: TourTimeOperationDocument): CancelKind<TourBooking> {
    const { ledger, lifecycle } = this.tours;
    return {
      ledger,
      lifecycle,
      mail: (booking, link, reason) =>
        op.kind === 'withdraw'
          ? withdrawnMail({ kind: 'tour', booking }, link, reason)
          : tourTimeCancelledMail(booking, link, reason),
    };
  }

  private stayKind(): CancelKind<StayBooking> {
    const { ledger, lifecycle } = this.stays;
    return {
      ledger,
      lifecycle,
      mail: (booking, link, reason) => withdrawnMail({ kind: 'stay', booking }, link, reason),
    };
  }

  private async cancelIn<T extends LedgerRecord>(
    kind: CancelKind<T>,
    op: TourTimeOperationDocument,
    index: number,
    item: OperationItem,
  ) {
    const resumed = item.mailToken !== undefined;
    const found = await kind.ledger.byId(item.bookingId);
    const live = found && ['held', 'confirmed'].includes(effectiveStatus(found));
    const token = live || resumed ? await this.mailTokenOf(op, index, item) : undefined;
    const ours = found && (await kind.lifecycle.cancel(found, new Date(), false));
    const booking = await kind.ledger.byId(item.bookingId);
    if (booking?.status !== 'cancelled') {
      await this.progress(op, index, { outcome: 'skipped' });
      return;
    }
    if (token && (ours || resumed)) {
      await this.notify(
        kind.ledger,
        booking,
        mailKey('booking-cancelled', booking.reference),
        token,
        (link) => kind.mail(booking, link, op.reason),
      );
    }
    const refunded = booking.payment?.refundAmount;
    await this.progress(op, index, {
      outcome: 'cancelled',
      ...(refunded !== undefined ? { refunded } : {}),
    });
  }

  /**
   * Claims every booking's seats at the target, for real (the seat inventory's unique index: a visitor
   * booking the target at the same moment gets a seat or does not, never the same one). Seats a cut-off run
   * claimed are given back first, so none is claimed twice. Answers why it refused, having given back all.
   */
  async claimTarget(op: TourTimeOperationDocument, to: TourSlot): Promise<string | undefined> {
    const capacity = capacityOn(await this.seats.tourDetails(to.destinationId), to.date);
    const live: TourBookingDocument[] = [];
    for (const [index, item] of op.items.entries()) {
      await this.move.giveBack(item.bookingId, to);
      const booking = await this.tours.ledger.byId(item.bookingId);
      const status = booking && effectiveStatus(booking);
      if (!booking || (status !== 'held' && status !== 'confirmed')) {
        await this.progress(op, index, { outcome: 'skipped' });
      } else live.push(booking);
    }
    const needed = live.reduce((sum, b) => sum + seatsOf(b), 0);
    const free = await this.seats.freeSeats(to, capacity);
    let refusal = free < needed ? notEnoughSeats(free, needed, to).message : undefined;
    for (const booking of refusal ? [] : live) {
      try {
        await this.seats.claimSeatsAt(booking, to, capacity);
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        refusal = notEnoughSeats(await this.seats.freeSeats(to, capacity), needed, to).message;
        break;
      }
    }
    if (refusal) {
      for (const booking of live) await this.move.giveBack(booking._id, to);
    }
    return refusal;
  }

  /**
   * Moves one booking whose seats at the target are claimed: the booking's date and time (with a new manage
   * link, mailed), then its old seats go, offered to the old time's waitlist like any freed seats. A booking
   * cancelled or expired meanwhile gives its target seats back. Runs in turn with the booking's cancels.
   */
  async moveOne(op: TourTimeOperationDocument, index: number, item: OperationItem) {
    const from = sourceOf(op);
    const to = targetOf(op);
    const key = mailKey('booking-moved', item.reference, op._id.toString());
    const token = await this.mailTokenOf(op, index, item);
    let booking = await this.tours.ledger.byId(item.bookingId);
    const there = booking?.date === to.date && booking.time === to.time;
    if (booking && !there) {
      booking = await this.move.switchTo(item.bookingId, from, to, hashManageToken(token));
    } else if (booking) {
      // Moved by a run cut off before its old seats went.
      await this.seats.releaseSeatsAt(booking._id, from, true);
    }
    if (!booking) {
      await this.move.giveBack(item.bookingId, to);
      await this.progress(op, index, { outcome: 'skipped' });
      return;
    }
    await this.notify(this.tours.ledger, booking, key, token, (link) =>
      tourTimeMovedMail(booking, from, link, op.reason),
    );
    await this.progress(op, index, { outcome: 'moved' });
  }

  /**
   * The manage token of the link this booking's mail carries, kept in the operation's progress from before
   * the booking gets it until the booking is done: a run cut off in between (the mail queued or not) goes
   * on with the same token, so the link of a mail queued already keeps working and the one queued now is
   * right. The outbox's key keeps the mail to one.
   */
  private async mailTokenOf(
    op: TourTimeOperationDocument,
    index: number,
    item: OperationItem,
  ): Promise<string> {
    if (item.mailToken) return item.mailToken;
    const { token } = newManageToken();
    await this.ops
      .updateOne({ _id: op._id }, { $set: { [`items.${index}.mailToken`]: token } })
      .exec();
    item.mailToken = token;
    return token;
  }

  /** Gives the booking the link's token (when a cut-off run has not already) and queues its mail, once. */
  private async notify<T extends LedgerRecord>(
    ledger: BookingLedger<T>,
    booking: HydratedDocument<T>,
    key: string,
    token: string,
    compose: (link: string) => Mail,
  ): Promise<void> {
    const hash = hashManageToken(token);
    if (booking.manageTokenHash !== hash) {
      await ledger.model
        .updateOne({ _id: booking._id }, { $set: { manageTokenHash: hash } })
        .exec();
    }
    await this.mail.send(compose(this.mail.siteLink(manageLinkPath(booking.reference, token))), {
      key,
      essential: true,
    });
  }

  /** One booking done: its outcome recorded, and its link's token no longer kept (see mailTokenOf). */
  private async progress(
    op: TourTimeOperationDocument,
    index: number,
    done: Pick<OperationItem, 'outcome'> & Partial<Pick<OperationItem, 'refunded'>>,
  ): Promise<void> {
    const set: Record<string, unknown> = { [`items.${index}.outcome`]: done.outcome };
    if (done.refunded !== undefined) set[`items.${index}.refunded`] = done.refunded;
    await this.ops
      .updateOne({ _id: op._id }, { $set: set, $unset: { [`items.${index}.mailToken`]: 1 } })
      .exec();
    const item = op.items[index];
    if (item) Object.assign(item, done, { mailToken: undefined });
  }
}
