import {
  discountLabel,
  requestOf,
  usesLabel,
  validatePromoCode,
  valuesOf,
} from './promo-code-values';

const valid = { ...valuesOf(null), code: 'SUMMER10', value: '10' };

describe('promo code form', () => {
  it('sends empty limits as null, so an edit clears them, and ids as a list', () => {
    expect(validatePromoCode(valid).summary).toBeNull();
    expect(
      requestOf({ ...valid, destinationIds: ' 6650c0ffee0000000000abcd, ', maxUses: '5' }),
    ).toEqual({
      code: 'SUMMER10',
      kind: 'percent',
      value: 10,
      validFrom: null,
      validUntil: null,
      maxUses: 5,
      maxUsesPerEmail: null,
      minTotal: null,
      destinationIds: ['6650c0ffee0000000000abcd'],
      offerIds: [],
      active: true,
    });
  });

  it("refuses what the API would, with the API's words", () => {
    const errors = (changes: Partial<typeof valid>) =>
      validatePromoCode({ ...valid, ...changes }).errors;
    expect(errors({ code: 'x' })).toMatchObject({
      code: 'Code must be 3 to 40 letters, digits, - or _',
    });
    expect(errors({ value: '101' })).toMatchObject({ value: 'A percentage must be at most 100' });
    expect(errors({ maxUses: '0' })).toMatchObject({
      maxUses: 'Uses in total must be a whole number from 1 to 1000',
    });
    expect(errors({ validFrom: '2027-01-02T00:00', validUntil: '2027-01-01T00:00' })).toMatchObject(
      {
        validUntil: 'Valid until must be after valid from',
      },
    );
    expect(errors({ offerIds: 'nope' })).toMatchObject({
      offerIds: 'Offers must be offer ids separated by commas',
    });
  });

  it('says the discount and the uses as the list shows them', () => {
    expect(discountLabel({ kind: 'percent', value: 10 })).toBe('10% off');
    expect(discountLabel({ kind: 'amount', value: 15 })).toBe('$15.00 off');
    expect(usesLabel({ uses: 3, maxUses: 100 })).toBe('3 of 100');
    expect(usesLabel({ uses: 3 })).toBe('3 (no limit)');
  });
});
