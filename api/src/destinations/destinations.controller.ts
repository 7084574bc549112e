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
import { DESTINATION_IMAGES, DestinationsService } from './destinations.service';
import {
  CreateDestinationDto,
  DestinationForm,
  DestinationSaved,
  DestinationView,
  UpdateDestinationDto,
} from './dto/destination.dto';
import { Destination } from './schemas/destination.schema';

const Uploads = CatalogUploads(DESTINATION_IMAGES);

@ApiTags('destinations')
@Controller('api')
export class DestinationsController {
  constructor(private readonly destinations: DestinationsService) {}

  @Public()
  @Get('destination')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: [DestinationView] })
  list() {
    return this.destinations.list();
  }

  @Public()
  @Get('destination/:id')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: DestinationView })
  get(@Param('id', ParseObjectIdPipe) id: string) {
    return this.destinations.findById(id);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post('destination')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: DestinationForm })
  @ApiCreatedResponse({ type: DestinationSaved })
  async create(@Body() dto: CreateDestinationDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.destinations.create(dto as Partial<Destination>, files);
    return { message: 'Destination added successfully', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Patch('updateDestination/:id')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: DestinationForm })
  @ApiOkResponse({ type: DestinationSaved })
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateDestinationDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.destinations.update(id, dto as Partial<Destination>, files);
    return { message: 'Destination updated successfully', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete('deleteDestination/:id')
  @ApiOkResponse({ type: CatalogMessage })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.destinations.remove(id);
    return { message: 'Destination deleted successfully' };
  }
}
