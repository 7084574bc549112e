import { BadRequestException } from '@nestjs/common';
import {
  checkPromo,
  PROMO_EXPIRED,
  PROMO_INACTIVE,
  PROMO_NOT_FOR_STAY,
  PROMO_NOT_FOR_TOUR,
  PROMO_NOT_YET,
  promoKey,
  PromoTerms,
  PromoUse,
} from './promo-rules';

const TOUR = '6650c0ffee0000000000abcd';
const OTHER = '6650c0ffee0000000000dcba';
const now = new Date('2026-12-01T12:00:00Z');
const terms: PromoTerms = {
  kind: 'percent',
  value: 10,
  destinationIds: [],
  offerIds: [],
  active: true,
};
const tourUse: PromoUse = { target: { kind: 'tour', destinationId: TOUR }, subtotal: 10000, now };

function refused(t: Partial<PromoTerms>, use: PromoUse, message: string): void {
  const run = () => checkPromo({ ...terms, ...t }, use);
  expect(run).toThrow(BadRequestException);
  expect(run).toThrow(message);
}

describe('checkPromo', () => {
  it('answers the discount of a code that applies', () => {
    expect(checkPromo(terms, tourUse)).toEqual({ kind: 'percent', value: 10 });
    expect(
      checkPromo({ ...terms, destinationIds: [TOUR], minTotal: 100, validUntil: now }, tourUse),
    ).toEqual({ kind: 'percent', value: 10 });
  });

  it('refuses, with its reason, a code inactive, not yet or no longer valid, for another tour or stay, or under its minimum', () => {
    refused({ active: false }, tourUse, PROMO_INACTIVE);
    refused({ validFrom: new Date('2026-12-02T00:00:00Z') }, tourUse, PROMO_NOT_YET);
    refused({ validUntil: new Date('2026-11-30T00:00:00Z') }, tourUse, PROMO_EXPIRED);
    refused({ destinationIds: [OTHER] }, tourUse, PROMO_NOT_FOR_TOUR);
    refused(
      { destinationIds: [TOUR] },
      { ...tourUse, target: { kind: 'stay', offerId: OTHER } },
      PROMO_NOT_FOR_STAY,
    );
    refused({ minTotal: 100.01 }, tourUse, 'This promo code needs an order of at least $100.01');
  });

  it('matches codes whatever their case and spaces', () => {
    expect(promoKey('  summer10 ')).toBe(promoKey('SUMMER10'));
  });
});
