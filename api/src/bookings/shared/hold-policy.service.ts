import { Inject, Injectable } from '@nestjs/common';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersService } from '../../users/users.service';
import { isVerifiedOwner, NewBookingState, newBookingState } from './booking-lifecycle';
import { assertHoldFits, HeldPlaces, placesCap } from './hold-limits';
import { BookingRecord } from './schemas/booking-record.schema';
import { CoalescedReads } from '../../common/reads/coalesced-reads';
import { clientKeyOf } from './client-key';
import { HoldKeys, inSlot, RunningHold, runningHolds } from './running-holds';

/** A new booking's state, with the client key its hold is counted under and how long it is held. */
export interface StartedBooking extends NewBookingState {
  clientKey: string;
  holdMinutes: number;
  /** Held only while its verified owner pays: outside the share of a time that holds may take. */
  ownerPaying?: true;
}

/** What a new tour or stay asks of the hold limits. */
export interface HoldRequest {
  user: AuthUser | null | undefined;
  email: string;
  /** The client's address as the API sees it (through TRUST_PROXY). */
  client: string;
  /** Tour seats (counted in `tickets`) or one stay. */
  places: { kind: 'seats'; count: number } | { kind: 'stays' };
  /** Tours: the slot's fields (matched by equality) and its seats, for the share holds may take of it. */
  slot?: { fields: Record<string, string | Types.ObjectId>; capacity: number };
  /** With payments on (BookingCheckout.payNow): always held, paying being the confirmation, this long at least. */
  payNow?: { minMinutes: number };
}

type Held = BookingRecord & { tickets?: number };

/**
 * Starts a booking (newBookingState) and, for a hold, applies the bounds of hold-limits.ts first and picks
 * its length: HOLD_MINUTES for an address a verified account has, UNVERIFIED_HOLD_MINUTES otherwise.
 */
@Injectable()
export class HoldPolicy {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One reader per booking collection (HoldPolicy serves tours or stays, one module each). */
  private readonly readers = new Map<string, CoalescedReads<HoldKeys, RunningHold[]>>();

  async start<T extends Held>(bookings: Model<T>, request: HoldRequest): Promise<StartedBooking> {
    const clientKey = this.clientKey(request.client);
    const user = request.payNow ? null : request.user;
    const confirmed = newBookingState(user, request.email, this.config.holdMinutes);
    if (confirmed.status === 'confirmed') {
      return { ...confirmed, clientKey, holdMinutes: this.config.holdMinutes };
    }
    const count = request.places.kind === 'seats' ? request.places.count : 1;
    // Both reads at once: the account's only bearing is the hold's length, asked whatever the bounds say.
    const [held, verified] = await Promise.all([
      this.held(bookings, request, clientKey),
      this.users.isVerified(request.email),
    ]);
    // A verified owner who is paying proved the address: anonymous holds' share of the time is no bound
    // for them (nor are their seats counted in it), or two strangers' unpaid holds would shut them out.
    const ownerPaying = !!request.payNow && isVerifiedOwner(request.user, request.email);
    assertHoldFits(
      held,
      count,
      placesCap(this.config.holdLimits, request.places.kind),
      ownerPaying ? 100 : this.config.holdLimits.slotSharePercent,
    );
    const holdMinutes = Math.max(
      verified ? this.config.holdMinutes : this.config.unverifiedHoldMinutes,
      request.payNow?.minMinutes ?? 0,
    );
    return {
      ...newBookingState(user, request.email, holdMinutes),
      clientKey,
      holdMinutes,
      ...(ownerPaying ? { ownerPaying } : {}),
    };
  }

  private async held<T extends Held>(
    bookings: Model<T>,
    request: HoldRequest,
    clientKey: string,
  ): Promise<HeldPlaces> {
    const email = request.email.trim().toLowerCase();
    // At 100 % assertHoldFits leaves the time to the inventory: its holds need not be read.
    const slot = this.config.holdLimits.slotSharePercent < 100 ? request.slot : undefined;
    const holds = await this.runningHolds(bookings).for({ clientKey, email, slot: slot?.fields });
    const places = (matches: (hold: RunningHold) => boolean) =>
      holds
        .filter(matches)
        .reduce((sum, b) => sum + (request.places.kind === 'seats' ? (b.tickets ?? 0) : 1), 0);
    return {
      byClient: places((b) => b.clientKey === clientKey),
      byAddress: places((b) => b.email === email),
      slot: request.slot && {
        held: slot ? places((b) => !b.ownerPaying && inSlot(b, slot.fields)) : 0,
        capacity: request.slot.capacity,
      },
    };
  }

  private runningHolds<T extends Held>(
    bookings: Model<T>,
  ): CoalescedReads<HoldKeys, RunningHold[]> {
    const name = bookings.collection.collectionName;
    let reader = this.readers.get(name);
    if (!reader) {
      reader = runningHolds(() => bookings.db.collection(name));
      this.readers.set(name, reader);
    }
    return reader;
  }

  private clientKey(client: string): string {
    return clientKeyOf(this.config.jwtSecret, client);
  }
}
