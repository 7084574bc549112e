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

  @Get('destination')
  @CatalogRead([DestinationView])
  list() {
    return this.destinations.list();
  }

  @Get('destination/:id')
  @CatalogRead(DestinationView)
  get(@Param('id', ParseObjectIdPipe) id: string) {
    return this.destinations.findById(id);
  }

  @Post('destination')
  @CatalogCreate(Uploads, DestinationForm, DestinationSaved)
  async create(@Body() dto: CreateDestinationDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.destinations.create(dto as Partial<Destination>, files);
    return { message: 'Destination added successfully', data };
  }

  @Patch('updateDestination/:id')
  @CatalogUpdate(Uploads, DestinationForm, DestinationSaved)
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateDestinationDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.destinations.update(id, dto as Partial<Destination>, files);
    return { message: 'Destination updated successfully', data };
  }

  @Delete('deleteDestination/:id')
  @CatalogDelete()
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.destinations.remove(id);
    return { message: 'Destination deleted successfully' };
  }
}
