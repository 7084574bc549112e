import { availableActions, paymentText } from './booking-actions';

describe('availableActions', () => {
  it.each([
    ['held', 'on_the_day', undefined, ['confirm', 'resend', 'cancel']],
    ['held', 'pending', undefined, ['resend', 'cancel']],
    ['confirmed', 'on_the_day', undefined, ['mark-paid', 'resend', 'cancel']],
    ['confirmed', 'on_the_day', '2026-11-27T10:00:00.000Z', ['resend', 'cancel']],
    ['confirmed', 'paid', '2026-11-27T10:00:00.000Z', ['resend', 'cancel']],
    ['cancelled', 'on_the_day', undefined, ['resend']],
    ['expired', 'on_the_day', undefined, []],
  ] as const)('%s, %s, paid at %s: %j', (status, payment, paidAt, expected) => {
    expect(availableActions({ status, payment: { status: payment, paidAt } })).toEqual(expected);
  });
});

describe('paymentText', () => {
  it('says a booking marked paid on the day was paid', () => {
    expect(paymentText({ status: 'on_the_day' })).toBe('Pay on the day');
    expect(paymentText({ status: 'on_the_day', paidAt: '2026-11-27T10:00:00.000Z' })).toMatch(
      /^Paid on the day \(/,
    );
  });
});
