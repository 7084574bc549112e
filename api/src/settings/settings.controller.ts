import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../cache/public-cache.decorator';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { GuestLimit, GuestLimitUpdated, UpdateGuestLimitDto } from './dto/guest-limit.dto';
import { GUEST_LIMIT_CACHE_TAG, SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('api/limit')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @PublicCached(GUEST_LIMIT_CACHE_TAG)
  @Get()
  @ApiOkResponse({ type: GuestLimit })
  async get(): Promise<GuestLimit> {
    return this.settings.guestLimitSetting();
  }

  @AdminOnly()
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: GuestLimitUpdated })
  async set(@Body() dto: UpdateGuestLimitDto): Promise<GuestLimitUpdated> {
    const maxGuestLimit = await this.settings.setGuestLimit(dto.maxGuestLimit);
    return { message: 'Guest limit updated successfully!', maxGuestLimit };
  }
}
