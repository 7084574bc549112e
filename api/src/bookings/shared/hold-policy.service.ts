import { Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { HoldClaim, HoldOwner } from '../../inventory/hold-claims';
import { NightInventory } from '../../inventory/night-inventory.service';
import { SeatInventory } from '../../inventory/seat-inventory.service';
import { UsersService } from '../../users/users.service';
import { isVerifiedOwner, NewBookingState, newBookingState } from './booking-lifecycle';
import { assertHoldFits, HeldPlaces, placesCap } from './hold-limits';
import { BookingRecord } from './schemas/booking-record.schema';
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
 * Whose hold a booking's claims are, for the hold limits to count (see hold-claims.ts): undefined for a
 * booking not held or stored before holds were bounded.
 */
export function holdOwnerOf(
  booking: Pick<BookingRecord, 'status' | 'clientKey' | 'email' | 'ownerPaying'>,
): HoldOwner | undefined {
  if (booking.status !== 'held' || !booking.clientKey) return undefined;
  return {
    clientKey: booking.clientKey,
    email: booking.email,
    ...(booking.ownerPaying ? { ownerPaying: true as const } : {}),
  };
}

/**
 * Starts a booking (newBookingState) and, for a hold, applies the bounds of hold-limits.ts first and picks
 * its length: HOLD_MINUTES for an address a verified account has, UNVERIFIED_HOLD_MINUTES otherwise. The
 * places already held are counted from the live seat and night claims of running holds (hold-claims.ts),
 * which carry their hold's client, address and slot: never from the bookings, which keep every booking ever
 * made and which FerretDB would read whole.
 */
@Injectable()
export class HoldPolicy {
  constructor(
    private readonly users: UsersService,
    private readonly seats: SeatInventory,
    private readonly nights: NightInventory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(request: HoldRequest): Promise<StartedBooking> {
    const clientKey = this.clientKey(request.client);
    const user = request.payNow ? null : request.user;
    const confirmed = newBookingState(user, request.email, this.config.holdMinutes);
    if (confirmed.status === 'confirmed') {
      return { ...confirmed, clientKey, holdMinutes: this.config.holdMinutes };
    }
    const count = request.places.kind === 'seats' ? request.places.count : 1;
    // Both reads at once: the account's only bearing is the hold's length, asked whatever the bounds say.
    const [held, verified] = await Promise.all([
      this.held(request, clientKey),
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

  /** Places held: a tour's seats one claim each, a stay once however many nights it claims. */
  private async held(request: HoldRequest, clientKey: string): Promise<HeldPlaces> {
    const email = request.email.trim().toLowerCase();
    // At 100 % assertHoldFits leaves the time to the inventory: its holds need not be read.
    const slot = this.config.holdLimits.slotSharePercent < 100 ? request.slot : undefined;
    const inventory = request.places.kind === 'seats' ? this.seats : this.nights;
    const claims = await inventory.holdClaims.for({ clientKey, email, slot: slot?.key });
    const places = (matches: (claim: HoldClaim) => boolean) => {
      const mine = claims.filter(matches);
      return request.places.kind === 'seats'
        ? mine.length
        : new Set(mine.map((claim) => String(claim.bookingId))).size;
    };
    return {
      byClient: places((c) => c.clientKey === clientKey),
      byAddress: places((c) => c.email === email),
      slot: request.slot && {
        held: slot ? places((c) => !!c.clientKey && !c.ownerPaying && c.slot === slot.key) : 0,
        capacity: request.slot.capacity,
      },
    };
  }

  private clientKey(client: string): string {
    return clientKeyOf(this.config.jwtSecret, client);
  }
}
