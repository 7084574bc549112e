import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ResellerBookingList } from '../resellers/dto/reseller.dto';
import { ResellersService } from '../resellers/resellers.service';
import { OctoBookings } from './octo-bookings.service';

/** What the admin reads of resellers' OCTO sales. */
@ApiTags('resellers')
@AdminOnly()
@Controller('api/admin/resellers')
export class OctoAdminController {
  constructor(
    private readonly resellers: ResellersService,
    private readonly bookings: OctoBookings,
  ) {}

  @Get(':id/bookings')
  @Endpoint({
    operationId: 'ResellersController_bookings',
    summary: "A reseller's bookings",
    description: 'The newest 100 bookings it made through the OCTO API, each with its state now.',
    access: 'admin',
    errors: { 400: 'A malformed id', 404: "'Reseller not found'" },
  })
  @ApiOkResponse({ type: ResellerBookingList })
  async list(@Param('id', ParseObjectIdPipe) id: string): Promise<ResellerBookingList> {
    const reseller = await this.resellers.byId(id);
    return { data: await this.bookings.ofReseller(reseller._id) };
  }
}
