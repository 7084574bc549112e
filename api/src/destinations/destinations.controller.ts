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
import { DESTINATION_IMAGES, DestinationsService } from './destinations.service';
import {
  CreateDestinationDto,
  DestinationForm,
  DestinationSaved,
  DestinationView,
  UpdateDestinationDto,
} from './dto/destination.dto';

const Uploads = CatalogUploads(DESTINATION_IMAGES);

@ApiTags('destinations')
@Controller('api')
export class DestinationsController {
  constructor(private readonly destinations: DestinationsService) {}

  @Get('destination')
  @CatalogRead({ operationId: 'DestinationsController_list', summary: 'List destinations' }, [
    DestinationView,
  ])
  list() {
    return this.destinations.list();
  }

  @Get('destination/:id')
  @CatalogReadOne(
    {
      operationId: 'DestinationsController_get',
      summary: 'One destination',
      errors: { 404: "'Destination not found'" },
    },
    DestinationView,
  )
  get(@Param('id', ParseObjectIdPipe) id: string) {
    return this.destinations.findById(id);
  }

  @Post('destination')
  @CatalogCreate(
    { operationId: 'DestinationsController_create', summary: 'Add a destination' },
    Uploads,
    DestinationForm,
    DestinationSaved,
  )
  async create(@Body() dto: CreateDestinationDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.destinations.create(dto, files);
    return { message: 'Destination added successfully', data };
  }

  @Patch('updateDestination/:id')
  @CatalogUpdate(
    {
      operationId: 'DestinationsController_update',
      summary: 'Edit a destination',
      errors: { 404: "'Destination not found'" },
    },
    Uploads,
    DestinationForm,
    DestinationSaved,
  )
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateDestinationDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.destinations.update(id, dto, files);
    return { message: 'Destination updated successfully', data };
  }

  @Delete('deleteDestination/:id')
  @CatalogDelete({
    operationId: 'DestinationsController_remove',
    summary: 'Delete a destination',
    errors: { 404: "'Destination not found'" },
  })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.destinations.remove(id);
    return { message: 'Destination deleted successfully' };
  }
}
