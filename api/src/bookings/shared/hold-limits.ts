import { ConflictException, HttpException, HttpStatus } from '@nestjs/common';
import { HoldLimitsConfig } from '../../config/app-config';

/**
 * What unconfirmed holds may take, the way pretix and Cal.com bound reservations: a reservation expires
 * (HOLD_MINUTES, shorter for an address nobody has verified), and what one party may reserve is bounded.
 * Here: places held by one client address and under one email address across every slot, and the share of
 * one tour time that holds may take together, so the rest is always left for bookings confirmed at once.
 */
export const TOO_MANY_HOLDS =
  'You have too many unconfirmed bookings. Please confirm them from the email we sent, or wait until they expire.';

export function holdShareTaken(left: number): string {
  return left > 0
    ? `Only ${left} more ${left === 1 ? 'ticket' : 'tickets'} of this time can be held without confirmation. Sign in with a verified account to book more.`
    : 'The tickets of this time that can be held without confirmation are taken. Sign in with a verified account to book it.';
}

/** Places already held (unconfirmed, running), and what the new hold asks for. */
export interface HeldPlaces {
  byClient: number;
  byAddress: number;
  /** Tours only: seats held in the slot by everyone, and the slot's seats. */
  slot?: { held: number; capacity: number };
}

/** The cap on places per client and per address: seats for tours, bookings for stays. */
export function placesCap(limits: HoldLimitsConfig, kind: 'seats' | 'stays') {
  return kind === 'seats'
    ? { client: limits.seatsPerClient, address: limits.seatsPerAddress }
    : { client: limits.staysPerClient, address: limits.staysPerClient };
}

/** Throws when a new hold of `places` would go past a bound (429 for one party's, 409 for the slot's). */
export function assertHoldFits(
  held: HeldPlaces,
  places: number,
  cap: { client: number; address: number },
  slotSharePercent: number,
): void {
  if (held.byClient + places > cap.client || held.byAddress + places > cap.address) {
    throw new HttpException(TOO_MANY_HOLDS, HttpStatus.TOO_MANY_REQUESTS);
  }
  // At 100 % the slot's own capacity is the bound, and the inventory's "sold out" says so better.
  if (held.slot && slotSharePercent < 100) {
    const share = Math.floor((held.slot.capacity * slotSharePercent) / 100);
    if (held.slot.held + places > share) {
      throw new ConflictException(holdShareTaken(Math.max(0, share - held.slot.held)));
    }
  }
}
