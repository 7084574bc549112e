import { inLanguage } from '@travel/shell/testing';
import { fieldErrorsOf } from '@travel/shell/forms';
import { discountLabel, promoStateLabel, usesLabel, validatePromoCode } from './promo-code-values';

const valid = {
  code: 'SUMMER',
  kind: 'percent' as const,
  value: '10',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerEmail: '',
  minTotal: '',
  destinationIds: '',
  offerIds: '',
  active: true,
};

describe('promo codes in German', () => {
  inLanguage('de');

  it('says what is wrong in German, with the limit filled in', () => {
    const errors = fieldErrorsOf(validatePromoCode({ ...valid, code: 'x', maxUses: '5000' }));
    expect(errors.map((error) => error.message)).toEqual([
      'Der Code muss aus 3 bis 40 Buchstaben, Ziffern, - oder _ bestehen',
      'Nutzungen insgesamt muss eine ganze Zahl von 1 bis 1000 sein',
    ]);
  });

  it('writes discounts, uses and states the German way', () => {
    expect(discountLabel({ kind: 'percent', value: 12.5 })).toBe('12,5 % Rabatt');
    expect(discountLabel({ kind: 'amount', value: 15 })).toMatch(/^15,00\s\$ Rabatt$/);
    expect(usesLabel({ uses: 3 })).toBe('3 (unbegrenzt)');
    expect(promoStateLabel('Scheduled')).toBe('Geplant');
  });
});
