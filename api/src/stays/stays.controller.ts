import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayBookingCreated, StayBookingDeleted, StayBookingPage } from './dto/stay-booking.dto';
import { StaysService } from './stays.service';

@ApiTags('stays')
@Controller('api/bookingapartment')
export class StaysController {
  constructor(private readonly stays: StaysService) {}

  @Public()
  @Post()
  @ApiCreatedResponse({ type: StayBookingCreated })
  @ApiBadRequestResponse({
    description: 'Invalid input, or a client price that differs from the server price',
  })
  @ApiNotFoundResponse({ description: 'What is booked does not exist' })
  @ApiConflictResponse({ description: 'Sold out, or the dates are taken' })
  async create(@Body() dto: CreateStayBookingDto): Promise<StayBookingCreated> {
    return { message: 'Booking submitted successfully!', data: await this.stays.create(dto) };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get()
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: StayBookingPage })
  list(@Query('page') page?: string): Promise<StayBookingPage> {
    return this.stays.list(parsePage(page));
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({ type: StayBookingDeleted })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<StayBookingDeleted> {
    await this.stays.remove(id);
    return { message: 'Booking deleted successfully' };
  }
}
