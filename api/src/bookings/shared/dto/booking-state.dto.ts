import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_STATUSES, BookingStatus, effectiveStatus, StatusFields } from '../booking-status';
import { PaymentRecord } from '../schemas/payment-record.schema';
import { PaymentView, paymentView } from './payment.dto';

/** The lifecycle fields every booking view carries (tour and stay alike). */
export class BookingStateView {
  @ApiProperty({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    description:
      'held: waits for confirmation until holdExpiresAt; confirmed; cancelled; expired: a hold never confirmed. Expired and cancelled bookings hold no seats or nights.',
  })
  status: BookingStatus;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'While held: when the hold expires unless confirmed',
  })
  holdExpiresAt?: Date;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Once cancelled' })
  cancelledAt?: Date;

  @ApiProperty({ type: PaymentView })
  payment: PaymentView;
}

/** The lifecycle fields of a stored booking as views show them, the status read at `now`. */
export function stateOf(
  booking: StatusFields & { payment?: PaymentRecord },
  now = new Date(),
): BookingStateView {
  const status = effectiveStatus(booking, now);
  return {
    status,
    payment: paymentView(booking.payment),
    ...(status === 'held' && booking.holdExpiresAt ? { holdExpiresAt: booking.holdExpiresAt } : {}),
    ...(status === 'cancelled' && booking.cancelledAt ? { cancelledAt: booking.cancelledAt } : {}),
  };
}
