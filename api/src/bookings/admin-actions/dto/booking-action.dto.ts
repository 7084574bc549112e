import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiSchema,
  getSchemaPath,
} from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import {
  DataBody,
  DataResponse,
  MessageWithData,
  MessageWithDataResponse,
} from '../../../common/responses/envelopes';
import { Trim } from '../../../common/transforms/trim';
import { ClearablePhone } from '../../../common/validation/international-phone';
import { OutboxMailView } from '../../../mail/dto/outbox-mail.view';
import { BookingKind } from '../../dto/manage-booking.dto';
import { CreateStayBookingDto } from '../../stays/dto/create-stay-booking.dto';
import { StayBookingView } from '../../stays/dto/stay-booking.dto';
import { CreateTourBookingDto } from '../../tours/dto/create-tour-booking.dto';
import { TourBookingView } from '../../tours/dto/tour-booking.dto';
import { NOTE_MAX } from '../booking-action.rules';

const NUMBER = { allowNaN: false, allowInfinity: false };

/**
 * An admin's change of one booking: each field optional, only those sent change. The rules (one line of a
 * name, whole tickets within the cap, guests within the guest limit, seats free, the kind's own fields)
 * are the service's, one message each.
 */
export class ChangeBookingDto {
  @ApiPropertyOptional({
    type: String,
    description: "The booker's name, one line of at most 80 characters",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'name must be text' })
  name?: string;

  @ApiPropertyOptional({
    type: Number,
    description: 'Tours: the new number of tickets (seats checked, the total recomputed)',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'tickets must be a number' })
  tickets?: number;

  @ApiPropertyOptional({
    type: Number,
    description: 'Stays: the new number of guests (the guest limit checked, the total recomputed)',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'guests must be a number' })
  guests?: number;

  /** The number to call the guest on; null or blank removes it. */
  @ClearablePhone()
  phone?: string | null;
}

/** Where a tour booking moves: another date and/or time of its tour. */
export class MoveBookingDto {
  @ApiPropertyOptional({
    type: String,
    example: '2026-12-24',
    description: "YYYY-MM-DD; the booking's own when absent",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'date must be a date (YYYY-MM-DD)' })
  date?: string;

  @ApiPropertyOptional({
    type: String,
    example: '10:30',
    description: "HH:mm, one of the tour's times; the booking's own when absent",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'time must be a time (HH:mm)' })
  time?: string;
}

export class BookingNoteDto {
  @ApiProperty({
    type: String,
    description: `The internal note, at most ${NOTE_MAX} characters; empty removes it. Never shown to the visitor.`,
  })
  @IsString({ message: 'note must be text' })
  note: string;
}

const SEND_MAIL = () =>
  ApiPropertyOptional({
    type: Boolean,
    description: 'Mail the confirmation to the customer (default true); false books without a mail',
  });

export class BackOfficeTourBookingDto extends CreateTourBookingDto {
  @SEND_MAIL()
  @IsOptional()
  @IsBoolean({ message: 'sendMail must be true or false' })
  sendMail?: boolean;
}

export class BackOfficeStayBookingDto extends CreateStayBookingDto {
  @SEND_MAIL()
  @IsOptional()
  @IsBoolean({ message: 'sendMail must be true or false' })
  sendMail?: boolean;
}

const KindProperty = () => ApiProperty({ enum: ['tour', 'stay'], enumName: 'BookingKind' });
const EitherBookingProperty = () =>
  ApiProperty({
    oneOf: [{ $ref: getSchemaPath(TourBookingView) }, { $ref: getSchemaPath(StayBookingView) }],
    description: 'A TourBooking when kind is tour, else a StayBooking',
  });

/** One booking as the admin's detail view shows it: everything, its internal note and its mails. */
@ApiExtraModels(TourBookingView, StayBookingView)
@ApiSchema({ name: 'AdminBookingDetail' })
export class AdminBookingDetail {
  @KindProperty()
  kind: BookingKind;

  @EitherBookingProperty()
  booking: TourBookingView | StayBookingView;

  @ApiPropertyOptional({ type: String, description: 'The internal note (admins only)' })
  note?: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: "The visitor's cancellation deadline",
  })
  cancelBefore: Date;

  /** The tour or stay offer it is for was withdrawn (deleted) */
  withdrawn: boolean;

  @ApiProperty({ type: [OutboxMailView], description: 'Its mails in the outbox, newest first' })
  mails: OutboxMailView[];
}

/** The answer to every action: what was done, and the booking as it now is. */
export const AdminBookingChanged = MessageWithDataResponse(
  'AdminBookingChanged',
  AdminBookingDetail,
);
export type AdminBookingChanged = MessageWithData<AdminBookingDetail>;

export const AdminBookingShown = DataResponse('AdminBookingShown', AdminBookingDetail);
export type AdminBookingShown = DataBody<AdminBookingDetail>;
