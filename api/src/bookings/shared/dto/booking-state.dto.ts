import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_STATUSES, BookingStatus, effectiveStatus, StatusFields } from '../booking-status';
import { BOOKING_CHANNELS, BookingChannel } from '../schemas/booking-record.schema';
import { PaymentRecord } from '../schemas/payment-record.schema';
import { PaymentView, paymentView } from './payment.dto';
import { Lang, LANGUAGES, langOf } from '../../../common/i18n/languages';

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

  @ApiProperty({
    enum: BOOKING_CHANNELS,
    enumName: 'BookingChannel',
    description:
      'web: booked on the site; back-office: booked by an admin for a phone or walk-in customer; octo: sold by a reseller through the OCTO API',
  })
  channel: BookingChannel;

  @ApiPropertyOptional({
    example: 'Lisbon Tours Co.',
    description: 'The reseller that sold it (channel octo); absent otherwise',
  })
  reseller?: string;

  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Lang',
    description:
      "The language it was made in (the request's `lang` or Accept-Language); every mail about it is written in it. Bookings from before languages: en.",
  })
  lang: Lang;
}

/** The lifecycle fields of a stored booking as views show them, the status read at `now`. */
export function stateOf(
  booking: StatusFields & {
    payment?: PaymentRecord;
    channel?: BookingChannel;
    reseller?: { name: string };
    paidOnDayAt?: Date;
    lang?: string;
  },
  now = new Date(),
): BookingStateView {
  const status = effectiveStatus(booking, now);
  return {
    status,
    channel: booking.channel ?? 'web',
    lang: langOf(booking),
    ...(booking.reseller ? { reseller: booking.reseller.name } : {}),
    payment: paymentView(booking.payment, booking.paidOnDayAt),
    ...(status === 'held' && booking.holdExpiresAt ? { holdExpiresAt: booking.holdExpiresAt } : {}),
    ...(status === 'cancelled' && booking.cancelledAt ? { cancelledAt: booking.cancelledAt } : {}),
  };
}
