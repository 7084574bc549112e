import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { RATE_LIMITS, RateLimited } from '../throttle/rate-limits';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
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

  @Public()
  @RateLimited(RATE_LIMITS.contact)
  @Post()
  @ApiCreatedResponse({ type: ContactResult })
  async create(@Body() dto: CreateContactMessageDto): Promise<ContactResult> {
    await this.contact.create(dto);
    return { message: 'Message sent successfully!' };
  }

  @AdminOnly()
  @Get()
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: ContactMessagePage })
  list(@Query('page') page?: string): Promise<ContactMessagePage> {
    return this.contact.list(parsePage(page));
  }

  @AdminOnly()
  @Delete(':id')
  @ApiOkResponse({ type: ContactResult })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<ContactResult> {
    await this.contact.remove(id);
    return { message: 'Message deleted successfully' };
  }
}
