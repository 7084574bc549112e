import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ACTOR_TYPES, AUDIT_KINDS } from './audit-kinds';
import { AUDIT_DEFAULT_DAYS, AUDIT_MAX_DAYS, parseAuditQuery } from './audit-query';
import { AuditService } from './audit.service';
import { AuditEntryPage } from './dto/audit-entry.dto';

@ApiTags('audit')
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Endpoint({
    operationId: 'AuditController_list',
    summary: 'The audit trail, newest first',
    description:
      'Every admin write and every change to a booking, 20 a page. Filters combine; `from` and `to` are ' +
      `UTC days, both included: without them the last ${AUDIT_DEFAULT_DAYS} days (with one, ` +
      `${AUDIT_DEFAULT_DAYS} days from \`from\` or up to \`to\`), at most ${AUDIT_MAX_DAYS} days at once. ` +
      'A `record` without days: its whole history.',
    access: 'admin',
    errors: {
      400:
        "A filter fails its rule, e.g. 'kind must be one of ...', 'from must be a date in the form " +
        "YYYY-MM-DD', 'from must be on or before to', 'from and to must be at most 92 days apart', 'page " +
        "must be a positive integer'",
    },
  })
  @ApiQuery({
    name: 'actor',
    required: false,
    description: `An account id, an email address, or one of ${ACTOR_TYPES.join(', ')}`,
  })
  @ApiQuery({ name: 'kind', required: false, enum: AUDIT_KINDS, enumName: 'AuditKind' })
  @ApiQuery({ name: 'record', required: false, description: "The record's id" })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD (UTC), included' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD (UTC), included' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: AuditEntryPage })
  list(
    @Query('actor') actor?: unknown,
    @Query('kind') kind?: unknown,
    @Query('record') record?: unknown,
    @Query('from') from?: unknown,
    @Query('to') to?: unknown,
    @Query('page') page?: unknown,
  ): Promise<AuditEntryPage> {
    return this.audit.list(parseAuditQuery({ actor, kind, record, from, to, page }));
  }
}
