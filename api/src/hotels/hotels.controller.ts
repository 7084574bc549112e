import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { PublicCache } from '../cache/public-cache.decorator';
import { CatalogMessage } from '../catalog/catalog-responses.dto';
import { CatalogUploads } from '../catalog/catalog-uploads.interceptor';
import { CATALOG_CACHE_TAG } from '../catalog/catalog.service';
import { UploadedFilesByField } from '../catalog/image-fields';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { HOTEL_IMAGES, HotelsService } from './hotels.service';
import { CreateHotelDto, HotelForm, HotelSaved, HotelView, UpdateHotelDto } from './dto/hotel.dto';
import { Hotel } from './schemas/hotel.schema';

const Uploads = CatalogUploads(HOTEL_IMAGES);

@ApiTags('hotels')
@Controller('api')
export class HotelsController {
  constructor(private readonly hotels: HotelsService) {}

  @Public()
  @Get('hotel')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: [HotelView] })
  list() {
    return this.hotels.list();
  }

  @Public()
  @Get('hotel/:id')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: HotelView })
  get(@Param('id', ParseObjectIdPipe) id: string) {
    return this.hotels.findById(id);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post('hotel')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: HotelForm })
  @ApiCreatedResponse({ type: HotelSaved })
  async create(@Body() dto: CreateHotelDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.hotels.create(dto as Partial<Hotel>, files);
    return { message: 'Hotel added successfully!', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Patch('updateHotel/:id')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: HotelForm })
  @ApiOkResponse({ type: HotelSaved })
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateHotelDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.hotels.update(id, dto as Partial<Hotel>, files);
    return { message: 'Hotel updated successfully!', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete('deleteHotel/:id')
  @ApiOkResponse({ type: CatalogMessage })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.hotels.remove(id);
    return { message: 'Hotel deleted successfully' };
  }
}
