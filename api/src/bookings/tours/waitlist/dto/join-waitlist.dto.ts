import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString } from 'class-validator';
import { Trim } from '../../../../common/transforms/trim';
import { BookerFields } from '../../../shared/dto/booker-fields.dto';
import { REQUIRED } from '../../../shared/booking-input';
import { MAX_TICKETS, MIN_TICKETS } from '../../tour-booking.limits';

/**
 * The waitlist form: the tour booking form without price and extras. Like it, the decorators check only the
 * shape (a wrong type counts as not filled in); `checkJoinRequest` in `waitlist.rules.ts` holds the rules,
 * in the booking form's order and with its messages.
 */
export class JoinWaitlistDto extends BookerFields {
  @ApiProperty({ required: true, example: '2026-12-24', description: 'YYYY-MM-DD, today or later' })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  date: string;

  @ApiProperty({
    required: true,
    example: '09:30',
    description:
      "HH:mm, one of the destination's tourTimes (400 'Please choose one of the tour times' otherwise)",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: REQUIRED })
  time: string;

  @ApiProperty({
    required: true,
    minimum: MIN_TICKETS,
    maximum: MAX_TICKETS,
    description: `Seats wanted, all offered together: at most MAX_TICKETS_PER_BOOKING (10 by default; never above ${MAX_TICKETS}), 400 beyond`,
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REQUIRED })
  tickets: number;
}
