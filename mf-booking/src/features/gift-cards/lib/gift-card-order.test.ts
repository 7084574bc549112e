import { checkGiftCardOrder, chosenAmount, type GiftCardOrderForm } from './gift-card-order';

const form = (fields: Partial<GiftCardOrderForm> = {}): GiftCardOrderForm => ({
  preset: '50',
  otherAmount: '',
  buyerEmail: 'buyer@example.com',
  recipientEmail: '',
  message: '',
  ...fields,
});

describe('a gift card order', () => {
  it('takes a preset or a typed amount', () => {
    expect(chosenAmount(form())).toBe(50);
    expect(chosenAmount(form({ preset: 'other', otherAmount: '72,50' }))).toBe(72.5);
  });

  it('refuses what the API would, in its words', () => {
    expect(checkGiftCardOrder(form()).errors).toEqual({});
    expect(checkGiftCardOrder(form({ preset: 'other', otherAmount: '5' })).errors).toEqual({
      otherAmount: 'The amount must be from 10 to 1000',
    });
    expect(
      checkGiftCardOrder(form({ buyerEmail: 'nope', recipientEmail: 'also-nope' })).errors,
    ).toEqual({
      buyerEmail: 'Please enter a valid email address',
      recipientEmail: 'Please enter a valid email address',
    });
  });
});
