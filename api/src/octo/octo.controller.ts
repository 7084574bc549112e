import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { KeyAuthenticated } from '../common/decorators/key-authenticated.decorator';
import { capabilitiesOf } from './capabilities';
import { OctoAvailability } from './octo-availability.service';
import { OctoBookings } from './octo-bookings.service';
import { OctoCatalog } from './octo-catalog.service';
import { OctoExceptionFilter } from './octo-exception.filter';
import { OctoHeadersInterceptor } from './octo-headers.interceptor';
import { bodyOf } from './octo-request';
import { ResellerKeyGuard, type ResellerRequest } from './reseller-key.guard';

/**
 * The OCTO supplier API for resellers (octo.travel's specification, its paths without their trailing
 * slashes), at `/octo`. Its contract is the specification's own document, not api/openapi.json, so it is
 * left out of the site's document. Authenticated by reseller keys (ResellerKeyGuard), never by accounts.
 */
@ApiExcludeController()
@KeyAuthenticated()
@UseGuards(ResellerKeyGuard)
@UseFilters(OctoExceptionFilter)
@UseInterceptors(OctoHeadersInterceptor)
@Controller('octo')
export class OctoController {
  constructor(
    private readonly catalog: OctoCatalog,
    private readonly availability: OctoAvailability,
    private readonly bookings: OctoBookings,
  ) {}

  @Get('supplier')
  supplier() {
    return this.catalog.supplier();
  }

  @Get('products')
  products(@Req() request: ResellerRequest) {
    return this.catalog.products(capabilitiesOf(request));
  }

  @Get('products/:id')
  product(@Req() request: ResellerRequest, @Param('id') id: string) {
    return this.catalog.product(id, capabilitiesOf(request));
  }

  @Post('availability')
  @HttpCode(200)
  async check(@Req() request: ResellerRequest, @Body() raw: unknown) {
    const body = bodyOf(raw);
    const productId = typeof body.productId === 'string' ? body.productId : '';
    const tour = await this.availability.tour(productId, body.optionId ?? '');
    const capabilities = capabilitiesOf(request);
    const asked = this.availability.seatsAsked(body);
    if (Array.isArray(body.availabilityIds)) {
      const slots = await Promise.all(
        body.availabilityIds
          .slice(0, 100)
          .map((id) => this.availability.slotFor(productId, tour, id)),
      );
      const dates = [...new Set(slots.map((slot) => slot.date))];
      const all = await this.availability.onDates(productId, tour, dates, asked, capabilities);
      const wanted = new Set(body.availabilityIds as string[]);
      return all.filter((availability) => wanted.has(availability.id));
    }
    return this.availability.onDates(
      productId,
      tour,
      this.availability.datesOf(body),
      asked,
      capabilities,
    );
  }

  @Post('availability/calendar')
  @HttpCode(200)
  async calendar(@Req() request: ResellerRequest, @Body() raw: unknown) {
    const body = bodyOf(raw);
    const productId = typeof body.productId === 'string' ? body.productId : '';
    const tour = await this.availability.tour(productId, body.optionId ?? '');
    return this.availability.calendar(
      productId,
      tour,
      this.availability.datesOf(body),
      this.availability.seatsAsked(body),
      capabilitiesOf(request),
    );
  }

  @Post('bookings')
  @HttpCode(200)
  reserve(@Req() request: ResellerRequest, @Body() raw: unknown) {
    return this.bookings.reserve(request.reseller, bodyOf(raw), capabilitiesOf(request));
  }

  @Get('bookings')
  list(@Req() request: ResellerRequest, @Query() query: Record<string, unknown>) {
    return this.bookings.list(request.reseller, query, capabilitiesOf(request));
  }

  @Get('bookings/:uuid')
  get(@Req() request: ResellerRequest, @Param('uuid') uuid: string) {
    return this.bookings.get(request.reseller, uuid, capabilitiesOf(request));
  }

  @Patch('bookings/:uuid')
  update(@Req() request: ResellerRequest, @Param('uuid') uuid: string, @Body() raw: unknown) {
    return this.bookings.update(request.reseller, uuid, bodyOf(raw ?? {}), capabilitiesOf(request));
  }

  @Post('bookings/:uuid/confirm')
  @HttpCode(200)
  confirm(@Req() request: ResellerRequest, @Param('uuid') uuid: string, @Body() raw: unknown) {
    return this.bookings.confirm(request.reseller, uuid, bodyOf(raw), capabilitiesOf(request));
  }

  @Post('bookings/:uuid/extend')
  @HttpCode(200)
  extend(@Req() request: ResellerRequest, @Param('uuid') uuid: string, @Body() raw: unknown) {
    return this.bookings.extend(request.reseller, uuid, bodyOf(raw ?? {}), capabilitiesOf(request));
  }

  @Post('bookings/:uuid/cancel')
  @HttpCode(200)
  cancel(@Req() request: ResellerRequest, @Param('uuid') uuid: string, @Body() raw: unknown) {
    return this.bookings.cancel(request.reseller, uuid, bodyOf(raw ?? {}), capabilitiesOf(request));
  }
}
