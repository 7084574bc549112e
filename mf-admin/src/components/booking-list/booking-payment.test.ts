import { toCsv } from '../../lib/csv';
import { deleteQuestion, paymentCsvColumns, type PaidBooking } from './booking-payment';

describe('booking payments in the admin lists', () => {
  const paid: PaidBooking = {
    payment: { status: 'paid', amount: 4550, currency: 'usd', paidAt: '2026-11-20T10:05:30.000Z' },
  };
  const refunded: PaidBooking = {
    payment: { status: 'refunded', amount: 12000, currency: 'eur', refundedAmount: 12000 },
  };
  const onTheDay: PaidBooking = { payment: { status: 'on_the_day' } };

  it('exports the payment state, amounts in currency units and when it was paid', () => {
    expect(
      toCsv(paymentCsvColumns<PaidBooking>(), [paid, refunded, onTheDay]).split('\r\n'),
    ).toEqual(
      expect.arrayContaining([
        'Payment,Paid,Refunded,Currency,Paid at (UTC)',
        'paid,45.50,,usd,2026-11-20 10:05',
        'refunded,120.00,120.00,eur,',
        'on_the_day,,,,',
      ]),
    );
  });

  it('asks before deleting a paid booking whether to refund it, naming the amount', () => {
    expect(deleteQuestion(paid)).toBe(
      'Are you sure you want to delete this booking? It is paid: $45.50 will be refunded to the card.',
    );
    expect(deleteQuestion(onTheDay)).toBe('Are you sure you want to delete this booking?');
  });
});
