import { Controller, Get } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { AdminStats } from './dto/admin-stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@AdminOnly()
@Controller('api/admin/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @Endpoint({ operationId: 'StatsController_get', summary: 'The admin overview', access: 'admin' })
  @ApiOkResponse({ type: AdminStats })
  get(): Promise<AdminStats> {
    return this.stats.stats();
  }
}
