import { BookingPriceFields, bookingPriceOf } from '../../../pricing/dto/booking-price.dto';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { stayStart } from '../../shared/booking-start';
import { BookingStateView, stateOf } from '../../shared/dto/booking-state.dto';
import { zoneOf } from '../../shared/schemas/booking-record.schema';
import { BookingCreated, BookingCreatedResponse } from '../../shared/dto/payment.dto';
import { StayBookingDocument } from '../schemas/stay-booking.schema';
import {
  Page,
  MessageBody,
  MessageOnlyResponse,
  PagedResponse,
} from '../../../common/responses/envelopes';

/** A stay (apartment) booking as the API shows it. */
@ApiSchema({ name: 'StayBooking' })
export class StayBookingView extends BookingPriceFields(BookingStateView) {
  _id: string;
  @ApiProperty({ example: 'ST-7K3Q9X' })
  reference: string;
  offerId: string;
  /** The offer's title when it was booked. */
  offerTitle: string;
  /** The offer's Price (per guest and night) when it was booked. */
  offerPrice: number;
  /** YYYY-MM-DD */
  checkIn: string;
  /** YYYY-MM-DD */
  checkOut: string;
  nights: number;
  guests: number;
  pricePerNight: number;
  totalCost: number;
  costPerPerson: number;
  name: string;
  email: string;
  /** E.164, when the guest gave a number */
  phone?: string;
  /** UTC day of the booking, YYYY-MM-DD */
  day: string;
  /** The IANA time zone its dates and times are wall-clock times in (UTC for bookings made before zones) */
  @ApiProperty({ example: 'Europe/Lisbon' })
  timeZone: string;
  /** When it starts (check-in, 00:00 in the offer's zone): the cancellation cutoff counts back from it */
  startsAt: Date;
  createdAt: Date;

  static of(booking: StayBookingDocument, now = new Date()): StayBookingView {
    return {
      _id: booking._id.toString(),
      reference: booking.reference,
      offerId: booking.offerId.toString(),
      offerTitle: booking.offerTitle,
      offerPrice: booking.offerPrice,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: booking.nights,
      guests: booking.guests,
      pricePerNight: booking.pricePerNight,
      totalCost: booking.totalCost,
      ...bookingPriceOf(booking),
      costPerPerson: booking.costPerPerson,
      name: booking.name,
      email: booking.email,
      ...(booking.phone ? { phone: booking.phone } : {}),
      day: booking.day,
      timeZone: zoneOf(booking),
      startsAt: stayStart(booking),
      createdAt: booking.createdAt,
      ...stateOf(booking, now),
    };
  }
}

/** One of the caller's stays, with whether they can still cancel it. */
@ApiSchema({ name: 'MyStayBooking' })
export class MyStayBooking extends StayBookingView {
  /** Held or confirmed, and before the cancellation cutoff */
  cancellable: boolean;
}

export const StayBookingCreated = BookingCreatedResponse('StayBookingCreated', StayBookingView);
export type StayBookingCreated = BookingCreated<StayBookingView>;

export const StayBookingPage = PagedResponse('StayBookingPage', StayBookingView);
export type StayBookingPage = Page<StayBookingView>;

export const StayBookingDeleted = MessageOnlyResponse('StayBookingDeleted');
export type StayBookingDeleted = MessageBody;
