import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { UnitCountDto } from '../../../pricing/dto/price.dto';
import { BookingPriceFields, bookingPriceOf } from '../../../pricing/dto/booking-price.dto';
import { tourStart } from '../../shared/booking-start';
import { BookingStateView, stateOf } from '../../shared/dto/booking-state.dto';
import { zoneOf } from '../../shared/schemas/booking-record.schema';
import { BookingCreated, BookingCreatedResponse } from '../../shared/dto/payment.dto';
import { TourBookingDocument } from '../schemas/tour-booking.schema';
import { CHECK_IN_STATUSES, CheckInStatus } from '../check-in-status';
import {
  Page,
  MessageBody,
  MessageOnlyResponse,
  PagedResponse,
} from '../../../common/responses/envelopes';

/** A tour booking as the API shows it. */
@ApiSchema({ name: 'TourBooking' })
export class TourBookingView extends BookingPriceFields(BookingStateView) {
  _id: string;
  @ApiProperty({ example: 'TB-7K3Q9X' })
  reference: string;
  destinationId: string;
  /** The destination's title when it was booked. */
  destinationTitle: string;
  /** The destination's CostPerPerson when it was booked. */
  costPerPerson: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Everyone booked (with categories: the sum of units) */
  tickets: number;
  /** Those who take a seat, when fewer than tickets */
  seats?: number;
  @ApiPropertyOptional({ type: [UnitCountDto], description: 'A count per price category' })
  units?: UnitCountDto[];
  /** Whether any extra was chosen */
  extras: boolean;
  /** The keys of the extras chosen */
  extraKeys?: string[];
  /** What the visitor is asked to pay: price.total */
  cost: number;
  name: string;
  email: string;
  /** E.164, when the guest gave a number */
  phone?: string;
  /** Whether the guest came on the day (the manifest's check-in) */
  @ApiProperty({ enum: CHECK_IN_STATUSES, enumName: 'CheckInStatus' })
  checkIn: CheckInStatus;
  /** UTC day of the booking, YYYY-MM-DD */
  day: string;
  /** The IANA time zone its dates and times are wall-clock times in (UTC for bookings made before zones) */
  @ApiProperty({ example: 'Europe/Lisbon' })
  timeZone: string;
  /** When it starts (its date and time in the tour's zone): the cancellation cutoff counts back from it */
  startsAt: Date;
  createdAt: Date;

  static of(booking: TourBookingDocument, now = new Date()): TourBookingView {
    return {
      _id: booking._id.toString(),
      reference: booking.reference,
      destinationId: booking.destinationId.toString(),
      destinationTitle: booking.destinationTitle,
      costPerPerson: booking.costPerPerson,
      date: booking.date,
      time: booking.time,
      tickets: booking.tickets,
      ...(booking.seats !== undefined && { seats: booking.seats }),
      ...(booking.units && { units: booking.units }),
      extras: booking.extras,
      ...(booking.extraKeys && { extraKeys: booking.extraKeys }),
      cost: booking.cost,
      ...bookingPriceOf(booking),
      name: booking.name,
      email: booking.email,
      ...(booking.phone ? { phone: booking.phone } : {}),
      checkIn: booking.checkIn ?? 'none',
      day: booking.day,
      timeZone: zoneOf(booking),
      startsAt: tourStart(booking),
      createdAt: booking.createdAt,
      ...stateOf(booking, now),
    };
  }
}

/** One of the caller's tour bookings, with whether they can still cancel it. */
@ApiSchema({ name: 'MyTourBooking' })
export class MyTourBooking extends TourBookingView {
  /** Held or confirmed, and before the cancellation cutoff */
  cancellable: boolean;
}

export const TourBookingCreated = BookingCreatedResponse('TourBookingCreated', TourBookingView);
export type TourBookingCreated = BookingCreated<TourBookingView>;

export const TourBookingPage = PagedResponse('TourBookingPage', TourBookingView);
export type TourBookingPage = Page<TourBookingView>;

export const TourBookingDeleted = MessageOnlyResponse('TourBookingDeleted');
export type TourBookingDeleted = MessageBody;
