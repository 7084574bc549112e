import { ConflictException, HttpException, HttpStatus } from '@nestjs/common';
import { Types } from 'mongoose';
import { HoldLimitsConfig } from '../../config/app-config';
import { QuotaAsk } from '../../quotas/quota-tokens.service';

/**
 * What unconfirmed holds may take, the way pretix and Cal.com bound reservations: a reservation expires
 * (HOLD_MINUTES, shorter for an address nobody has verified), and what one party may reserve is bounded.
 * Here: places held by one client address and under one email address across every slot, and the share of
 * one tour time that holds may take together, so the rest is always left for bookings confirmed at once.
 * Each bound is a quota whose units a hold takes while it runs (QuotaTokens): none is counted.
 */
export const TOO_MANY_HOLDS =
  'You have too many unconfirmed bookings. Please confirm them from the email we sent, or wait until they expire.';

export function holdShareTaken(left: number): string {
  return left > 0
    ? `Only ${left} more ${left === 1 ? 'ticket' : 'tickets'} of this time can be held without confirmation. Sign in with a verified account to book more.`
    : 'The tickets of this time that can be held without confirmation are taken. Sign in with a verified account to book it.';
}

/** One of a hold's quota units (QuotaTokens), with the bound it is of. */
export interface HoldAsk extends QuotaAsk {
  bound: 'client' | 'address' | 'share';
}

/** A new hold, as the bounds see it. */
export interface NewHold {
  kind: 'seats' | 'stays';
  /** Seats for a tour; a stay counts once, however many nights it claims. */
  count: number;
  clientKey: string;
  email: string;
  /** Tours: the slot's key and its seats. */
  slot?: { key: string; capacity: number };
  /** Held only while its verified owner pays: outside the share holds may take. */
  ownerPaying?: boolean;
  /** The booking being made, which holds the units until its hold ends. */
  holder: Types.ObjectId;
  /** When its claims lapse: its units stop counting then, whether given back or not. */
  expiresAt?: Date;
}

/** The cap on places per client and per address: seats for tours, bookings for stays. */
export function placesCap(limits: HoldLimitsConfig, kind: 'seats' | 'stays') {
  return kind === 'seats'
    ? { client: limits.seatsPerClient, address: limits.seatsPerAddress }
    : { client: limits.staysPerClient, address: limits.staysPerClient };
}

/**
 * What a hold takes of the bounds: its places as units of its client's quota and of its address's, and for a
 * tour units of the share of the time holds may take (not at 100 %, where the time's own seats are the bound
 * and the inventory's "sold out" says so better, nor while its verified owner pays).
 */
export function holdAsks(limits: HoldLimitsConfig, hold: NewHold): HoldAsk[] {
  const cap = placesCap(limits, hold.kind);
  const unit = { count: hold.count, holder: hold.holder, expiresAt: hold.expiresAt };
  const email = hold.email.trim().toLowerCase();
  const asks: HoldAsk[] = [
    {
      ...unit,
      bound: 'client',
      scope: `hold-${hold.kind}|client|${hold.clientKey}`,
      cap: cap.client,
    },
    { ...unit, bound: 'address', scope: `hold-${hold.kind}|address|${email}`, cap: cap.address },
  ];
  if (hold.slot && limits.slotSharePercent < 100 && !hold.ownerPaying) {
    const share = Math.floor((hold.slot.capacity * limits.slotSharePercent) / 100);
    asks.push({ ...unit, bound: 'share', scope: `hold-share|${hold.slot.key}`, cap: share });
  }
  return asks;
}

/** The refusal of a hold whose ask fell short with `free` of its units left: 429 for one party's, 409 for the time's. */
export function holdRefusal(ask: HoldAsk, free: number): HttpException {
  return ask.bound === 'share'
    ? new ConflictException(holdShareTaken(free))
    : new HttpException(TOO_MANY_HOLDS, HttpStatus.TOO_MANY_REQUESTS);
}
