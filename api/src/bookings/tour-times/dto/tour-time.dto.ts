import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MessageWithData } from '../../../common/responses/envelopes';
import { BOOKING_STATUSES, BookingStatus } from '../../shared/booking-status';
import { PAYMENT_STATUSES, PaymentStatus } from '../../shared/payment-state';
import {
  ITEM_OUTCOMES,
  ItemOutcome,
  OPERATION_KINDS,
  OPERATION_STATUSES,
  OperationItem,
  OperationKind,
  OperationStatus,
  TourTimeOperationDocument,
} from '../schemas/tour-time-operation.schema';

/**
 * A tour time to look at, cancel or move. Only the shape is checked here; the rules, with their messages, are
 * `checkTourTimeRequest` in `tour-time.rules.ts`.
 */
export class TourTimeRequestDto {
  @ApiProperty({ required: true, example: '6650c0ffee0000000000abcd' })
  @IsOptional()
  @IsString({ message: 'destinationId must be a string' })
  destinationId: string;

  @ApiProperty({ required: true, description: 'YYYY-MM-DD, today or later', example: '2026-12-01' })
  @IsOptional()
  @IsString({ message: 'date must be a date (YYYY-MM-DD)' })
  date: string;

  @ApiProperty({ required: true, description: "HH:mm, one of the tour's times", example: '09:00' })
  @IsOptional()
  @IsString({ message: 'time must be a time (HH:mm)' })
  time: string;

  @ApiPropertyOptional({
    description: 'A move (or a preview of one): the date to move to; the same date when left out',
  })
  @IsOptional()
  @IsString({ message: 'toDate must be a date (YYYY-MM-DD)' })
  toDate?: string;

  @ApiPropertyOptional({
    description: 'A move (or a preview of one): the time to move to; the same time when left out',
  })
  @IsOptional()
  @IsString({ message: 'toTime must be a time (HH:mm)' })
  toTime?: string;

  @ApiPropertyOptional({
    description: "Cancel or move: one line (at most 200 characters) quoted in the visitors' mails",
  })
  @IsOptional()
  @IsString({ message: 'reason must be one line of at most 200 printable characters' })
  reason?: string;
}

/** One booking of a tour time, as the dry run and the result list it. */
@ApiSchema({ name: 'TourTimeBooking' })
export class TourTimeBookingView {
  _id: string;
  reference: string;
  name: string;
  email: string;
  tickets: number;
  @ApiProperty({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    description: 'The booking when listed: held (running) or confirmed',
  })
  status: BookingStatus;
  /** The booking's total, in the catalog's currency units */
  cost: number;
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    description: 'How it is paid: by card (pending, paid, refunded) or on the day',
  })
  payment: PaymentStatus;
  /** Paid by card, in minor units (cents); 0 when nothing was */
  paid: number;
  @ApiPropertyOptional({ type: String, example: 'usd' })
  currency?: string;
}

/** The sums of a list of bookings. */
@ApiSchema({ name: 'TourTimeTotals' })
export class TourTimeTotals {
  bookings: number;
  tickets: number;
  /** Distinct email addresses */
  contacts: number;
  /** Paid by card, minor units */
  paid: number;
  /** The bookings' totals, in currency units (what is due on the day for those not paid by card) */
  value: number;
  @ApiProperty({ type: String, example: 'usd' })
  currency: string;
}

/** Where a move would go, and whether everything fits there now. */
@ApiSchema({ name: 'TourTimeTarget' })
export class TourTimeTarget {
  date: string;
  time: string;
  /** Seats free there now */
  free: number;
  /** The bookings' tickets fit into the free seats (the move itself claims them, so this can still change) */
  fits: boolean;
}

/** The dry run: who a cancel or move of the time would touch. Changes nothing. */
@ApiSchema({ name: 'TourTimePreview' })
export class TourTimePreview {
  destinationId: string;
  destinationTitle: string;
  date: string;
  time: string;
  /** Seats per time */
  capacity: number;
  /** Already cancelled as a whole */
  closed: boolean;
  @ApiProperty({ type: [TourTimeBookingView] })
  bookings: TourTimeBookingView[];
  totals: TourTimeTotals;
  @ApiPropertyOptional({ type: TourTimeTarget })
  target?: TourTimeTarget;
}

/** One booking of an operation and what became of it. */
@ApiSchema({ name: 'TourTimeOperationBooking' })
export class TourTimeOperationBooking extends TourTimeBookingView {
  @ApiProperty({ enum: ITEM_OUTCOMES })
  outcome: ItemOutcome;
  /** Given back by card, minor units */
  @ApiPropertyOptional({ type: Number })
  refunded?: number;
}

@ApiSchema({ name: 'TourTimeOperationTotals' })
export class TourTimeOperationTotals extends TourTimeTotals {
  cancelled: number;
  moved: number;
  /** Bookings that stopped holding seats before the operation reached them (cancelled by their visitor, expired) */
  skipped: number;
  /** Given back by card, minor units */
  refunded: number;
}

/** A whole tour time cancelled or moved: what was planned and what was done. */
@ApiSchema({ name: 'TourTimeOperation' })
export class TourTimeOperationView {
  _id: string;
  @ApiProperty({ enum: OPERATION_KINDS })
  kind: OperationKind;
  @ApiProperty({ enum: OPERATION_STATUSES })
  status: OperationStatus;
  destinationId: string;
  destinationTitle: string;
  date: string;
  time: string;
  @ApiPropertyOptional({ type: String })
  toDate?: string;
  @ApiPropertyOptional({ type: String })
  toTime?: string;
  @ApiPropertyOptional({ type: String })
  reason?: string;
  @ApiProperty({ type: [TourTimeOperationBooking] })
  bookings: TourTimeOperationBooking[];
  totals: TourTimeOperationTotals;
  startedAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' })
  finishedAt?: Date;
}

@ApiSchema({ name: 'TourTimeOperationDone' })
export class TourTimeOperationDone implements MessageWithData<TourTimeOperationView> {
  @ApiProperty({ type: String })
  message: string;
  @ApiProperty({ type: TourTimeOperationView })
  data: TourTimeOperationView;
}

@ApiSchema({ name: 'TourTimePreviewBody' })
export class TourTimePreviewBody {
  @ApiProperty({ type: TourTimePreview })
  data: TourTimePreview;
}

/** The sums of bookings (one currency: the site's). */
export function totalsOf(
  bookings: Pick<TourTimeBookingView, 'tickets' | 'email' | 'paid' | 'cost'>[],
  currency: string,
): TourTimeTotals {
  return {
    bookings: bookings.length,
    tickets: bookings.reduce((sum, b) => sum + b.tickets, 0),
    contacts: new Set(bookings.map((b) => b.email.toLowerCase())).size,
    paid: bookings.reduce((sum, b) => sum + b.paid, 0),
    value: Math.round(bookings.reduce((sum, b) => sum + b.cost, 0) * 100) / 100,
    currency,
  };
}

function itemView(item: OperationItem): TourTimeOperationBooking {
  return {
    _id: item.bookingId.toString(),
    reference: item.reference,
    name: item.name,
    email: item.email,
    tickets: item.tickets,
    status: item.status,
    cost: item.cost,
    payment: item.payment,
    paid: item.paid,
    ...(item.currency ? { currency: item.currency } : {}),
    outcome: item.outcome,
    ...(item.refunded !== undefined ? { refunded: item.refunded } : {}),
  };
}

export function operationView(
  op: TourTimeOperationDocument,
  currency: string,
): TourTimeOperationView {
  const bookings = op.items.map(itemView);
  const count = (outcome: ItemOutcome) => bookings.filter((b) => b.outcome === outcome).length;
  return {
    _id: op._id.toString(),
    kind: op.kind,
    status: op.status,
    destinationId: op.destinationId.toString(),
    destinationTitle: op.destinationTitle,
    date: op.date,
    time: op.time,
    ...(op.toDate ? { toDate: op.toDate, toTime: op.toTime } : {}),
    ...(op.reason ? { reason: op.reason } : {}),
    bookings,
    totals: {
      ...totalsOf(bookings, currency),
      cancelled: count('cancelled'),
      moved: count('moved'),
      skipped: count('skipped'),
      refunded: bookings.reduce((sum, b) => sum + (b.refunded ?? 0), 0),
    },
    startedAt: op.createdAt,
    ...(op.finishedAt ? { finishedAt: op.finishedAt } : {}),
  };
}
