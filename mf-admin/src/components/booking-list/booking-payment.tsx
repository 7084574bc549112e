import type { BookingPayment } from '@travel/shell/api-types';
import { paymentLabel } from '../../lib/booking-states';
import type { Column } from '@travel/shell/tables';
import { formatMinorUnits } from '@travel/shell/ui';
import type { CsvColumn } from '../../lib/csv';
import { isoMinute } from '../../lib/format';
import { t } from '@travel/shell/i18n';

/** What the list and the export need of any booking's payment. */
export interface PaidBooking {
  payment: BookingPayment;
}

/** The amount taken by card (cents in the API), or nothing for a booking paid on the day. */
function amountOf(payment: BookingPayment): string {
  return payment.amount === undefined ? '' : formatMinorUnits(payment.amount, payment.currency);
}

export function paymentColumn<Row extends PaidBooking>(): Column<Row> {
  return {
    key: 'payment',
    header: t('admin.filter.payment'),
    render: ({ payment }) => (
      <span className="adm-stack adm-nowrap">
        <span className={`adm-state adm-state--pay-${payment.status}`}>
          {payment.status === 'on_the_day' && payment.paidAt
            ? t('admin.payment.paidOnTheDay')
            : paymentLabel(payment.status)}
        </span>
        {payment.amount !== undefined ? (
          <span className="adm-muted">{amountOf(payment)}</span>
        ) : null}
      </span>
    ),
  };
}

/** The payment in the export: its state, and amounts in currency units like the cost column. */
export function paymentCsvColumns<Row extends PaidBooking>(): CsvColumn<Row>[] {
  const units = (cents: number | undefined) =>
    cents === undefined ? '' : (cents / 100).toFixed(2);
  return [
    { header: 'Payment', value: (row) => row.payment.status },
    { header: 'Paid', value: (row) => units(row.payment.amount) },
    { header: 'Refunded', value: (row) => units(row.payment.refundedAmount) },
    { header: 'Currency', value: (row) => row.payment.currency ?? '' },
    { header: 'Paid at (UTC)', value: (row) => isoMinute(row.payment.paidAt) },
  ];
}

/** What deleting does with the money, for the question asked before it. */
export function deleteQuestion(row: Partial<PaidBooking>): string {
  const payment = row.payment;
  return payment?.status === 'paid'
    ? t('admin.bookings.deletePaid', { amount: amountOf(payment) })
    : t('admin.bookings.deleteQuestion');
}
