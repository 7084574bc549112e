import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { StayBookingView } from '../stays/dto/stay-booking.dto';
import { TourBookingView } from '../tours/dto/tour-booking.dto';

export type BookingKind = 'tour' | 'stay';
const KINDS: BookingKind[] = ['tour', 'stay'];

/** The `kind` a managed or changed booking carries. */
const KindProperty = () => ApiProperty({ enum: KINDS, enumName: 'BookingKind' });

/** The booking itself, of either kind (each answer says which in `kind`). */
const EitherBookingProperty = () =>
  ApiProperty({
    oneOf: [{ $ref: getSchemaPath(TourBookingView) }, { $ref: getSchemaPath(StayBookingView) }],
    description: 'A TourBooking when kind is tour, else a StayBooking',
  });

/**
 * What the manage link carries. Checked by the service, not the validation pipe: a missing, malformed
 * or wrong value all get the same 404, so nothing tells which part was wrong.
 */
export class ManageBookingLink {
  @ApiProperty({ type: String, example: 'TB-7K3Q9X', description: 'The booking reference' })
  @Allow()
  ref: unknown;

  @ApiProperty({ type: String, description: 'The token from the manage link' })
  @Allow()
  token: unknown;
}

@ApiExtraModels(TourBookingView, StayBookingView)
export class ManagedBooking {
  @KindProperty()
  kind: BookingKind;

  @EitherBookingProperty()
  booking: TourBookingView | StayBookingView;

  /** Whether it can still be cancelled now (held or confirmed, and before cancelBefore) */
  cancellable: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description:
      'The cancellation deadline: CANCELLATION_CUTOFF_HOURS before the start (a tour at its date and time, a stay at 00:00 of check-in, each in the booking timeZone)',
  })
  cancelBefore: Date;

  /**
   * The tour or stay offer it is for was withdrawn (deleted): it can no longer be confirmed or paid for
   * (a booking of it cancelled by the withdrawal says so too)
   */
  withdrawn: boolean;
}

/** The answer to a confirmation or cancellation. */
@ApiExtraModels(TourBookingView, StayBookingView)
export class BookingChanged {
  @ApiProperty({ example: 'Your booking is cancelled.' })
  message: string;

  @KindProperty()
  kind: BookingKind;

  @EitherBookingProperty()
  booking: TourBookingView | StayBookingView;
}
