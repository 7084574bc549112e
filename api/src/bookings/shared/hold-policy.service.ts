import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { FilterQuery, Model } from 'mongoose';
import { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersService } from '../../users/users.service';
import { NewBookingState, newBookingState } from './booking-lifecycle';
import { assertHoldFits, HeldPlaces, placesCap } from './hold-limits';
import { BookingRecord } from './schemas/booking-record.schema';

/** A new booking's state, with the client key its hold is counted under and how long it is held. */
export interface StartedBooking extends NewBookingState {
  clientKey: string;
  holdMinutes: number;
}

/** What a new tour or stay asks of the hold limits. */
export interface HoldRequest<T> {
  user: AuthUser | null | undefined;
  email: string;
  /** The client's address as the API sees it (through TRUST_PROXY). */
  client: string;
  /** Tour seats (counted in `tickets`) or one stay. */
  places: { kind: 'seats'; count: number } | { kind: 'stays' };
  /** Tours: the slot's bookings and its seats, for the share holds may take of it. */
  slot?: { filter: FilterQuery<T>; capacity: number };
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

  async start<T extends Held>(
    bookings: Model<T>,
    request: HoldRequest<T>,
  ): Promise<StartedBooking> {
    const clientKey = this.clientKey(request.client);
    const user = request.payNow ? null : request.user;
    const confirmed = newBookingState(user, request.email, this.config.holdMinutes);
    if (confirmed.status === 'confirmed') {
      return { ...confirmed, clientKey, holdMinutes: this.config.holdMinutes };
    }
    const count = request.places.kind === 'seats' ? request.places.count : 1;
    const held = await this.held(bookings, request, clientKey);
    assertHoldFits(
      held,
      count,
      placesCap(this.config.holdLimits, request.places.kind),
      this.config.holdLimits.slotSharePercent,
    );
    const verified = (await this.users.findByEmail(request.email))?.emailVerified === true;
    const holdMinutes = Math.max(
      verified ? this.config.holdMinutes : this.config.unverifiedHoldMinutes,
      request.payNow?.minMinutes ?? 0,
    );
    return {
      ...newBookingState(user, request.email, holdMinutes),
      clientKey,
      holdMinutes,
    };
  }

  private async held<T extends Held>(
    bookings: Model<T>,
    request: HoldRequest<T>,
    clientKey: string,
  ): Promise<HeldPlaces> {
    const running = { status: 'held', holdExpiresAt: { $gt: new Date() } } as FilterQuery<T>;
    const places = async (filter: FilterQuery<T>) => {
      const found = await bookings
        .find({ ...running, ...filter })
        .select({ tickets: 1 })
        .lean<{ tickets?: number }[]>()
        .exec();
      return found.reduce(
        (sum, b) => sum + (request.places.kind === 'seats' ? (b.tickets ?? 0) : 1),
        0,
      );
    };
    const email = request.email.trim().toLowerCase();
    const [byClient, byAddress, inSlot] = await Promise.all([
      places({ clientKey } as FilterQuery<T>),
      places({ email } as FilterQuery<T>),
      request.slot ? places(request.slot.filter) : Promise.resolve(0),
    ]);
    return {
      byClient,
      byAddress,
      slot: request.slot && { held: inSlot, capacity: request.slot.capacity },
    };
  }

  /** Holds are counted per client without storing its address: a keyed hash of it. */
  private clientKey(client: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(client).digest('hex').slice(0, 32);
  }
}
