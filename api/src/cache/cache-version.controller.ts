import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ChangeFeed } from './change-feed.service';

export class PagesVersion {
  /** Opaque; a different value means cached public pages are out of date. */
  version: string;
}

@ApiTags('cache')
@Controller('api/cache')
export class CacheVersionController {
  constructor(private readonly changes: ChangeFeed) {}

  /** What the shell's render server polls to drop the pages it rendered before a catalog write. */
  @Get('version')
  @Endpoint({
    operationId: 'CacheVersionController_version',
    summary: 'The version of what public pages show: a catalog or image write changes it',
    access: 'public',
  })
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PagesVersion })
  async version(): Promise<PagesVersion> {
    return { version: await this.changes.pagesVersion() };
  }
}
