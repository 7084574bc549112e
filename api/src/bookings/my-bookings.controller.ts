import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { StaysService } from '../stays/stays.service';
import { BookingsService } from './bookings.service';
import { MyBookings } from './dto/my-bookings.dto';

@ApiTags('bookings')
@ApiBearerAuth()
@Controller('api/bookings/mine')
export class MyBookingsController {
  constructor(
    private readonly tours: BookingsService,
    private readonly stays: StaysService,
  ) {}

  /** Bookings are made without an account; the account's (verified) email is what ties them to the caller. */
  @Get()
  @ApiOkResponse({ type: MyBookings })
  async mine(@CurrentUser() user: AuthUser): Promise<MyBookings> {
    const [tours, stays] = await Promise.all([
      this.tours.mine(user.email),
      this.stays.mine(user.email),
    ]);
    return { tours, stays };
  }
}
