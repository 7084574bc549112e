import { ApiProperty } from '@nestjs/swagger';
import { MyStayBooking } from '../stays/dto/stay-booking.dto';
import { MyTourBooking } from '../tours/dto/tour-booking.dto';

export class MyBookings {
  @ApiProperty({ type: [MyTourBooking] })
  tours: MyTourBooking[];
  @ApiProperty({ type: [MyStayBooking] })
  stays: MyStayBooking[];
}
