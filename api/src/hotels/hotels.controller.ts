import { Body, Controller, Delete, Get, Param, Patch, Post, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogMessage } from '../catalog/catalog-responses.dto';
import {
  CatalogCreate,
  CatalogDelete,
  CatalogRead,
  CatalogReadOne,
  CatalogUpdate,
} from '../catalog/catalog-routes.decorators';
import { CatalogUploads } from '../catalog/catalog-uploads.interceptor';
import { UploadedFilesByField } from '../catalog/image-fields';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { HOTEL_IMAGES, HotelsService } from './hotels.service';
import { CreateHotelDto, HotelForm, HotelSaved, HotelView, UpdateHotelDto } from './dto/hotel.dto';

const Uploads = CatalogUploads(HOTEL_IMAGES);

@ApiTags('hotels')
@Controller('api')
export class HotelsController {
  constructor(private readonly hotels: HotelsService) {}

  @Get('hotel')
  @CatalogRead({ operationId: 'HotelsController_list', summary: 'List hotels' }, [HotelView])
  list() {
    return this.hotels.list();
  }

  @Get('hotel/:id')
  @CatalogReadOne(
    {
      operationId: 'HotelsController_get',
      summary: 'One hotel',
      errors: { 404: "'Hotel not found'" },
    },
    HotelView,
  )
  get(@Param('id', ParseObjectIdPipe) id: string) {
    return this.hotels.findById(id);
  }

  @Post('hotel')
  @CatalogCreate(
    { operationId: 'HotelsController_create', summary: 'Add a hotel' },
    Uploads,
    HotelForm,
    HotelSaved,
  )
  async create(@Body() dto: CreateHotelDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.hotels.create(dto, files);
    return { message: 'Hotel added successfully!', data };
  }

  @Patch('updateHotel/:id')
  @CatalogUpdate(
    {
      operationId: 'HotelsController_update',
      summary: 'Edit a hotel',
      errors: { 404: "'Hotel not found'" },
    },
    Uploads,
    HotelForm,
    HotelSaved,
  )
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateHotelDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.hotels.update(id, dto, files);
    return { message: 'Hotel updated successfully!', data };
  }

  @Delete('deleteHotel/:id')
  @CatalogDelete({
    operationId: 'HotelsController_remove',
    summary: 'Delete a hotel',
    errors: { 404: "'Hotel not found'" },
  })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.hotels.remove(id);
    return { message: 'Hotel deleted successfully' };
  }
}
