import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersService } from '../../users/users.service';
import { isVerifiedOwner, NewBookingState, newBookingState } from './booking-lifecycle';
import { HoldAsk, holdAsks } from './hold-limits';
import { clientKeyOf } from './client-key';

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
  /** Tours: the slot's key (as its seat claims carry it) and its seats, for the share holds may take of it. */
  slot?: { key: string; capacity: number };
  /** With payments on (BookingCheckout.payNow): always held, paying being the confirmation, this long at least. */
  payNow?: { minMinutes: number };
}

/**
 * Starts a booking (newBookingState) and, for a hold, picks its length (HOLD_MINUTES for an address a verified
 * account has, UNVERIFIED_HOLD_MINUTES otherwise) and says what it takes of the bounds of hold-limits.ts: units
 * of three quotas (QuotaTokens), taken with the booking's mail budget in one write by BookingMaker and given
 * back when the hold ends (confirmed, cancelled, lapsed, deleted). Nothing is counted: neither the bookings,
 * which keep every booking ever made, nor the claims, both of which FerretDB would read whole.
 */
@Injectable()
export class HoldPolicy {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(request: HoldRequest): Promise<StartedBooking> {
    const clientKey = this.clientKey(request.client);
    const user = request.payNow ? null : request.user;
    const confirmed = newBookingState(user, request.email, this.config.holdMinutes);
    if (confirmed.status === 'confirmed') {
      return { ...confirmed, clientKey, holdMinutes: this.config.holdMinutes };
    }
    const verified = await this.users.isVerified(request.email);
    // A verified owner who is paying proved the address: anonymous holds' share of the time is no bound
    // for them (nor do their seats count in it), or two strangers' unpaid holds would shut them out.
    const ownerPaying = !!request.payNow && isVerifiedOwner(request.user, request.email);
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

  /** What a hold takes of the bounds (hold-limits.ts holdAsks); nothing for a booking confirmed at once. */
  asks(request: HoldRequest, state: StartedBooking, holder: Types.ObjectId): HoldAsk[] {
    if (state.status !== 'held') return [];
    return holdAsks(this.config.holdLimits, {
      kind: request.places.kind,
      count: request.places.kind === 'seats' ? request.places.count : 1,
      clientKey: state.clientKey,
      email: request.email,
      slot: request.slot,
      ownerPaying: state.ownerPaying,
      holder,
      expiresAt: state.claimsExpireAt,
    });
  }

  private clientKey(client: string): string {
    return clientKeyOf(this.config.jwtSecret, client);
  }
}
