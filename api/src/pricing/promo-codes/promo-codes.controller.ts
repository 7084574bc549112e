import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import {
  CreatePromoCodeDto,
  PromoCodeList,
  PromoCodeSaved,
  PromoCodeUseList,
  UpdatePromoCodeDto,
} from './dto/promo-code.dto';
import { PromoCodesService } from './promo-codes.service';

const INVALID =
  "Invalid input: a code other than 3 to 40 letters, digits, - or _, a kind other than 'percent' or 'amount', a value not above 0 (a percentage above 100), validUntil not after validFrom, limits out of range, or a code already taken";

@ApiTags('promo-codes')
@AdminOnly()
@Controller('api/admin/promo-codes')
export class PromoCodesController {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Get()
  @Endpoint({
    operationId: 'PromoCodesController_list',
    summary: 'List promo codes',
    description: 'Newest first, each with its uses claimed now.',
    access: 'admin',
  })
  @ApiOkResponse({ type: PromoCodeList })
  async list(): Promise<PromoCodeList> {
    return { data: await this.promoCodes.list() };
  }

  @Post()
  @Endpoint({
    operationId: 'PromoCodesController_create',
    summary: 'Add a promo code',
    access: 'admin',
    errors: { 400: INVALID },
  })
  @ApiCreatedResponse({ type: PromoCodeSaved })
  async create(@Body() dto: CreatePromoCodeDto): Promise<PromoCodeSaved> {
    return { message: 'Promo code added successfully', data: await this.promoCodes.create(dto) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'PromoCodesController_update',
    summary: 'Edit a promo code',
    description:
      'Any of its fields; null clears validFrom, validUntil, maxUses, maxUsesPerEmail and minTotal. active=false deactivates it (uses already claimed stay with their bookings).',
    access: 'admin',
    errors: { 400: INVALID, 404: "'Promo code not found'" },
  })
  @ApiOkResponse({ type: PromoCodeSaved })
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdatePromoCodeDto,
  ): Promise<PromoCodeSaved> {
    return {
      message: 'Promo code updated successfully',
      data: await this.promoCodes.update(id, dto),
    };
  }

  @Get(':id/uses')
  @Endpoint({
    operationId: 'PromoCodesController_uses',
    summary: "A promo code's uses",
    description: 'The uses claimed now, oldest first, each with its booking.',
    access: 'admin',
    errors: { 404: "'Promo code not found'" },
  })
  @ApiOkResponse({ type: PromoCodeUseList })
  async uses(@Param('id', ParseObjectIdPipe) id: string): Promise<PromoCodeUseList> {
    return { data: await this.promoCodes.usesOf(id) };
  }
}
