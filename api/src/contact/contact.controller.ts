import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { RATE_LIMITS, RateLimited } from '../throttle/rate-limits';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ContactService } from './contact.service';
import { ContactMessagePage, ContactResult } from './dto/contact-message.dto';
import { CreateContactMessageDto, GeoPointDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@ApiExtraModels(GeoPointDto)
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Endpoint({
    operationId: 'ContactController_create',
    summary: 'Send a message to the company',
    access: 'public',
    errors: { 400: 'A field fails its rule: the first message in the order of the contact form' },
  })
  @RateLimited(RATE_LIMITS.contact)
  @Post()
  @ApiCreatedResponse({ type: ContactResult })
  async create(@Body() dto: CreateContactMessageDto): Promise<ContactResult> {
    await this.contact.create(dto);
    return { message: 'Message sent successfully!' };
  }

  @Endpoint({
    operationId: 'ContactController_list',
    summary: 'List contact messages',
    access: 'admin',
    errors: { 400: "'page must be a positive integer'" },
  })
  @Get()
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: ContactMessagePage })
  list(@Query('page') page?: string): Promise<ContactMessagePage> {
    return this.contact.list(parsePage(page));
  }

  @Endpoint({
    operationId: 'ContactController_remove',
    summary: 'Delete a contact message',
    access: 'admin',
    errors: { 400: "'Invalid id'", 404: "'Message not found'" },
  })
  @Delete(':id')
  @ApiOkResponse({ type: ContactResult })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<ContactResult> {
    await this.contact.remove(id);
    return { message: 'Message deleted successfully' };
  }
}
