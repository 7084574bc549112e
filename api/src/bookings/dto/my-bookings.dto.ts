import { ApiProperty } from '@nestjs/swagger';
import { StayBookingView } from '../../stays/dto/stay-booking.dto';
import { TourBookingView } from './tour-booking.dto';

export class MyBookings {
  @ApiProperty({ type: [TourBookingView] })
  tours: TourBookingView[];
  @ApiProperty({ type: [StayBookingView] })
  stays: StayBookingView[];
}
