import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { StayBookingDocument } from '../schemas/stay-booking.schema';

/** A stay (apartment) booking as the API shows it. */
@ApiSchema({ name: 'StayBooking' })
export class StayBookingView {
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
  /** UTC day of the booking, YYYY-MM-DD */
  day: string;
  createdAt: Date;

  static of(booking: StayBookingDocument): StayBookingView {
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
      costPerPerson: booking.costPerPerson,
      name: booking.name,
      email: booking.email,
      day: booking.day,
      createdAt: booking.createdAt,
    };
  }
}

export class StayBookingCreated {
  message: string;
  data: StayBookingView;
}

export class StayBookingPage {
  @ApiProperty({ type: [StayBookingView] })
  data: StayBookingView[];
  page: number;
  totalPages: number;
  total: number;
}

export class StayBookingDeleted {
  message: string;
}
