import { Body, Controller, Delete, Get, Param, Patch, Post, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogMessage } from '../catalog/catalog-responses.dto';
import {
  CatalogCreate,
  CatalogDelete,
  CatalogRead,
  CatalogUpdate,
} from '../catalog/catalog-routes.decorators';
import { CatalogUploads } from '../catalog/catalog-uploads.interceptor';
import { UploadedFilesByField } from '../catalog/image-fields';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { HOTEL_IMAGES, HotelsService } from './hotels.service';
import { CreateHotelDto, HotelForm, HotelSaved, HotelView, UpdateHotelDto } from './dto/hotel.dto';
import { Hotel } from './schemas/hotel.schema';

const Uploads = CatalogUploads(HOTEL_IMAGES);

@ApiTags('hotels')
@Controller('api')
export class HotelsController {
  constructor(private readonly hotels: HotelsService) {}

  @Get('hotel')
  @CatalogRead([HotelView])
  list() {
    return this.hotels.list();
  }

  @Get('hotel/:id')
  @CatalogRead(HotelView)
  get(@Param('id', ParseObjectIdPipe) id: string) {
    return this.hotels.findById(id);
  }

  @Post('hotel')
  @CatalogCreate(Uploads, HotelForm, HotelSaved)
  async create(@Body() dto: CreateHotelDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.hotels.create(dto as Partial<Hotel>, files);
    return { message: 'Hotel added successfully!', data };
  }

  @Patch('updateHotel/:id')
  @CatalogUpdate(Uploads, HotelForm, HotelSaved)
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateHotelDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.hotels.update(id, dto as Partial<Hotel>, files);
    return { message: 'Hotel updated successfully!', data };
  }

  @Delete('deleteHotel/:id')
  @CatalogDelete()
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.hotels.remove(id);
    return { message: 'Hotel deleted successfully' };
  }
}
