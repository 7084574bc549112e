import { BadRequestException, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { OutboxMailPage, OutboxMailResent } from './dto/outbox-mail.view';
import { MAIL_ALREADY_SENT, MAIL_NOT_FOUND, MailsAdminService } from './mails-admin.service';
import { OUTBOX_STATUSES, OutboxStatus } from './schemas/outbox-mail.schema';

const STATUS_MESSAGE = `status must be one of ${OUTBOX_STATUSES.join(', ')}`;

function parseStatus(raw: unknown): OutboxStatus | undefined {
  if (raw === undefined || raw === '') return undefined;
  const status = OUTBOX_STATUSES.find((known) => known === raw);
  if (!status) throw new BadRequestException(STATUS_MESSAGE);
  return status;
}

/** The mail outbox for admins: failed and waiting mails, and resending one. */
@ApiTags('mails')
@Controller('api/admin/mails')
export class MailsAdminController {
  constructor(private readonly mails: MailsAdminService) {}

  @Get()
  @Endpoint({
    operationId: 'MailsAdminController_list',
    summary: 'List queued mails',
    description:
      'Mails of the outbox, newest first, 20 a page. `failed` mails used up MAIL_MAX_ATTEMPTS attempts; `skipped` ones were over the recipient budget and not essential; neither is sent again unless resent.',
    access: 'admin',
    errors: { 400: `'page must be a positive integer', '${STATUS_MESSAGE}'` },
  })
  @ApiQuery({ name: 'status', required: false, enum: OUTBOX_STATUSES })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: OutboxMailPage })
  list(@Query('status') status?: string, @Query('page') page?: string): Promise<OutboxMailPage> {
    return this.mails.list(parsePage(page), parseStatus(status));
  }

  @Post(':id/resend')
  @HttpCode(200)
  @Endpoint({
    operationId: 'MailsAdminController_resend',
    summary: 'Send a mail again',
    description:
      'A failed or skipped mail goes back in line with a fresh run of attempts; a pending one is tried now.',
    access: 'admin',
    errors: {
      400: "'Invalid id'",
      404: `'${MAIL_NOT_FOUND}'`,
      409: `'${MAIL_ALREADY_SENT}'`,
    },
  })
  @ApiOkResponse({ type: OutboxMailResent })
  async resend(@Param('id', ParseObjectIdPipe) id: string): Promise<OutboxMailResent> {
    return { message: 'The mail will be sent again.', data: await this.mails.resend(id) };
  }
}
