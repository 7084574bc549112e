import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TourBookingDocument } from '../schemas/tour-booking.schema';

/** A tour booking as the API shows it. */
@ApiSchema({ name: 'TourBooking' })
export class TourBookingView {
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
  tickets: number;
  extras: boolean;
  cost: number;
  name: string;
  email: string;
  /** UTC day of the booking, YYYY-MM-DD */
  day: string;
  createdAt: Date;

  static of(booking: TourBookingDocument): TourBookingView {
    return {
      _id: booking._id.toString(),
      reference: booking.reference,
      destinationId: booking.destinationId.toString(),
      destinationTitle: booking.destinationTitle,
      costPerPerson: booking.costPerPerson,
      date: booking.date,
      time: booking.time,
      tickets: booking.tickets,
      extras: booking.extras,
      cost: booking.cost,
      name: booking.name,
      email: booking.email,
      day: booking.day,
      createdAt: booking.createdAt,
    };
  }
}

export class TourBookingCreated {
  message: string;
  data: TourBookingView;
}

export class TourBookingPage {
  @ApiProperty({ type: [TourBookingView] })
  data: TourBookingView[];
  page: number;
  totalPages: number;
  total: number;
}

export class TourBookingDeleted {
  message: string;
}
