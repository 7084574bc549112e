import { BadRequestException, ConflictException } from '@nestjs/common';
import { formatMoney, toMinorUnits } from '../../common/money';
import { DiscountRule } from '../pricing';

/** What a code's rules are checked against. */
export interface PromoTerms {
  kind: 'percent' | 'amount';
  value: number;
  validFrom?: Date;
  validUntil?: Date;
  minTotal?: number;
  destinationIds: { toString(): string }[];
  offerIds: { toString(): string }[];
  active: boolean;
}

/** Where a code is being used: a tour (destination) or a stay (offer), and the subtotal in minor units. */
export interface PromoUse {
  target: { kind: 'tour'; destinationId: string } | { kind: 'stay'; offerId: string };
  subtotal: number;
  now: Date;
}

export const PROMO_UNKNOWN = 'This promo code does not exist';
export const PROMO_INACTIVE = 'This promo code is no longer active';
export const PROMO_NOT_YET = 'This promo code is not valid yet';
export const PROMO_EXPIRED = 'This promo code has expired';
export const PROMO_USED_UP = 'This promo code has been used up';
export const PROMO_USED_BY_EMAIL = 'This promo code was already used with this email address';
export const PROMO_NOT_FOR_TOUR = 'This promo code does not apply to this tour';
export const PROMO_NOT_FOR_STAY = 'This promo code does not apply to this stay';

/** The key a code is stored and matched under: codes are case-insensitive and trimmed. */
export function promoKey(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The rules a code is checked against before it is used (its uses, claims, are checked as they are taken),
 * in the order a visitor can act on them: active, dates, tour or stay, minimum order. Throws 400 with the
 * reason; answers the discount rule.
 */
export function checkPromo(terms: PromoTerms, use: PromoUse): DiscountRule {
  if (!terms.active) throw new BadRequestException(PROMO_INACTIVE);
  if (terms.validFrom && use.now < terms.validFrom) throw new BadRequestException(PROMO_NOT_YET);
  if (terms.validUntil && use.now > terms.validUntil) throw new BadRequestException(PROMO_EXPIRED);
  const tours = terms.destinationIds.map(String);
  const stays = terms.offerIds.map(String);
  // Neither list given: every tour and stay. Otherwise only what is listed.
  if (tours.length > 0 || stays.length > 0) {
    if (use.target.kind === 'tour' && !tours.includes(use.target.destinationId)) {
      throw new BadRequestException(PROMO_NOT_FOR_TOUR);
    }
    if (use.target.kind === 'stay' && !stays.includes(use.target.offerId)) {
      throw new BadRequestException(PROMO_NOT_FOR_STAY);
    }
  }
  if (terms.minTotal !== undefined && use.subtotal < toMinorUnits(terms.minTotal)) {
    throw new BadRequestException(
      `This promo code needs an order of at least ${formatMoney(terms.minTotal)}`,
    );
  }
  return { kind: terms.kind, value: terms.value };
}

/** The 409 of a code whose uses are all claimed (in total, or by this address). */
export function usedUp(perEmail: boolean): ConflictException {
  return new ConflictException(perEmail ? PROMO_USED_BY_EMAIL : PROMO_USED_UP);
}
