import { BadRequestException, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { DELETABLE_KINDS, DeletableKind, isDeletableKind } from './deletable-kinds';
import { DeletedItemPage, RestoredMessage } from './dto/deleted-item.dto';
import { NOT_DELETED, RecentlyDeleted } from './recently-deleted.service';

const KIND_RULE = `kind must be one of ${DELETABLE_KINDS.join(', ')}`;

function parseKind(raw: unknown): DeletableKind {
  if (!isDeletableKind(raw)) throw new BadRequestException(KIND_RULE);
  return raw;
}

@ApiTags('recently deleted')
@Controller('api/admin/deleted')
export class RecentlyDeletedController {
  constructor(private readonly deleted: RecentlyDeleted) {}

  @Get()
  @Endpoint({
    operationId: 'RecentlyDeletedController_list',
    summary: 'What admins deleted and can still restore, newest first',
    description:
      'Destinations, hotels, offers, blog posts, contact messages and bookings deleted within ' +
      'DELETED_RETENTION_DAYS (30 by default), 20 a page; older ones are purged with their images.',
    access: 'admin',
    errors: { 400: `'${KIND_RULE}', or 'page must be a positive integer'` },
  })
  @ApiQuery({ name: 'kind', required: false, enum: DELETABLE_KINDS, enumName: 'DeletableKind' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: DeletedItemPage })
  list(@Query('kind') kind?: unknown, @Query('page') page?: unknown): Promise<DeletedItemPage> {
    const parsedKind = kind === undefined || kind === '' ? undefined : parseKind(kind);
    return this.deleted.list(parsedKind, parsePage(page));
  }

  @Post(':kind/:id/restore')
  @HttpCode(200)
  @Endpoint({
    operationId: 'RecentlyDeletedController_restore',
    summary: 'Restore a deleted record',
    description:
      'Puts the record back as it was, under its id, images included, and shows it again on every ' +
      'public read. A booking claims its seats or nights again; when they were taken meanwhile it is ' +
      'refused (409) and nothing changes; so is a restore of a record another restore has just put back.',
    access: 'admin',
    errors: {
      400: `'${KIND_RULE}', or 'Invalid id'`,
      404: `'${NOT_DELETED}'`,
      409:
        "'Those places were booked meanwhile, so this booking cannot be restored.', 'The tour or stay " +
        "of this booking was withdrawn (deleted): restore it first, then this booking.', 'This tour time was cancelled. " +
        "Please choose another time.', 'This booking cannot be restored: another booking now uses its " +
        "name or reference.', 'This was restored already (another restore of it came first).', or " +
        "'This booking is being changed by another request. Please try again in a moment.' (a delete " +
        'or another change of it still under way after 25 s)',
    },
  })
  @ApiParam({ name: 'kind', enum: DELETABLE_KINDS, enumName: 'DeletableKind' })
  @ApiParam({ name: 'id', type: String })
  @ApiOkResponse({ type: RestoredMessage, description: "message: e.g. 'Hotel restored.'" })
  restore(
    @Param('kind') kind: string,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<RestoredMessage> {
    return this.deleted.restore(parseKind(kind), id);
  }
}
