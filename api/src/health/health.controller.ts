import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ErrorBody } from '../common/filters/error-body';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Connection } from 'mongoose';

// A load balancer must learn quickly that this instance cannot reach its database.
const PING_TIMEOUT_MS = 2000;

export class HealthStatus {
  status: 'ok';
  db: 'up';
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  @Endpoint({
    operationId: 'HealthController_check',
    summary: 'Whether this instance reaches its database',
    access: 'public',
  })
  @ApiOkResponse({ type: HealthStatus })
  @ApiServiceUnavailableResponse({ description: 'The database is down', type: ErrorBody })
  async check(): Promise<HealthStatus> {
    try {
      const db = this.connection.db;
      if (!db) throw new Error('not connected');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
      });
      await Promise.race([db.admin().ping(), timeout]).finally(() => clearTimeout(timer));
      return { status: 'ok', db: 'up' };
    } catch {
      throw new ServiceUnavailableException('The database is unavailable.');
    }
  }
}
