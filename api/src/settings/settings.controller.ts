import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../cache/public-cache.decorator';
import { GuestLimit, GuestLimitUpdated, UpdateGuestLimitDto } from './dto/guest-limit.dto';
import { GUEST_LIMIT_CACHE_TAG } from '../cache/cache-tags';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('api/limit')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @PublicCached(GUEST_LIMIT_CACHE_TAG)
  @Get()
  @Endpoint({
    operationId: 'SettingsController_get',
    summary: 'The guest limit',
    description: 'The most guests one stay may take: 4 until an admin sets it.',
    access: 'public',
  })
  @ApiOkResponse({ type: GuestLimit })
  async get(): Promise<GuestLimit> {
    return this.settings.guestLimitSetting();
  }

  @Post()
  @Endpoint({
    operationId: 'SettingsController_set',
    summary: 'Set the guest limit',
    access: 'admin',
    errors: { 400: 'Not a whole number from 1 to the highest limit allowed' },
  })
  @HttpCode(200)
  @ApiOkResponse({ type: GuestLimitUpdated })
  async set(@Body() dto: UpdateGuestLimitDto): Promise<GuestLimitUpdated> {
    const maxGuestLimit = await this.settings.setGuestLimit(dto.maxGuestLimit);
    return { message: 'Guest limit updated successfully!', maxGuestLimit };
  }
}
