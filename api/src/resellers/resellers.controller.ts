import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import {
  CreateResellerDto,
  RESELLER_EMAIL,
  RESELLER_NAME,
  ResellerKeyIssued,
  ResellerList,
  ResellerView,
  UpdateResellerDto,
} from './dto/reseller.dto';
import { ResellersService } from './resellers.service';

/** The admin's resellers: who may sell the tours through the OCTO API, and their keys. */
@ApiTags('resellers')
@AdminOnly()
@Controller('api/admin/resellers')
export class ResellersController {
  constructor(private readonly resellers: ResellersService) {}

  @Get()
  @Endpoint({
    operationId: 'ResellersController_list',
    summary: 'List resellers',
    description: 'Newest first, each with its keys (never the keys themselves).',
    access: 'admin',
  })
  @ApiOkResponse({ type: ResellerList })
  async list(): Promise<ResellerList> {
    return { data: await this.resellers.list() };
  }

  @Post()
  @Endpoint({
    operationId: 'ResellersController_create',
    summary: 'Add a reseller',
    access: 'admin',
    errors: { 400: `'${RESELLER_NAME}' or '${RESELLER_EMAIL}'` },
  })
  @ApiCreatedResponse({ type: ResellerView })
  create(@Body() dto: CreateResellerDto): Promise<ResellerView> {
    return this.resellers.create(dto);
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'ResellersController_update',
    summary: 'Turn a reseller off or on',
    description: 'A reseller turned off is refused with every key (403); its bookings stay.',
    access: 'admin',
    errors: {
      400: "A malformed id or 'active must be true or false'",
      404: "'Reseller not found'",
    },
  })
  @ApiOkResponse({ type: ResellerView })
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateResellerDto,
  ): Promise<ResellerView> {
    if (dto.active === undefined) return this.resellers.one(id);
    return this.resellers.setActive(id, dto.active);
  }

  @Post(':id/keys')
  @Endpoint({
    operationId: 'ResellersController_issueKey',
    summary: 'Issue an API key to a reseller',
    description: 'The key is in this answer only: the API stores its SHA-256.',
    access: 'admin',
    errors: {
      400: 'A malformed id',
      404: "'Reseller not found'",
      409: "'A reseller has at most 20 keys: revoke one first'",
    },
  })
  @ApiCreatedResponse({ type: ResellerKeyIssued })
  issueKey(@Param('id', ParseObjectIdPipe) id: string): Promise<ResellerKeyIssued> {
    return this.resellers.issueKey(id);
  }

  @Delete(':id/keys/:keyId')
  @HttpCode(204)
  @Endpoint({
    operationId: 'ResellersController_revokeKey',
    summary: "Revoke a reseller's API key",
    description: 'Every later request with the key is refused (401).',
    access: 'admin',
    errors: { 400: 'A malformed id', 404: "'Reseller not found' or 'Key not found'" },
  })
  @ApiNoContentResponse({ description: 'Revoked (or already revoked)' })
  async revokeKey(
    @Param('id', ParseObjectIdPipe) id: string,
    @Param('keyId') keyId: string,
  ): Promise<void> {
    await this.resellers.revokeKey(id, keyId);
  }
}
