import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFiles } from '@nestjs/common';
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
import {
  CreateOfferDto,
  OfferForm,
  OfferList,
  OfferOne,
  OfferSaved,
  UpdateOfferDto,
} from './dto/offer.dto';
import { OFFER_IMAGES, OffersService } from './offers.service';

const Uploads = CatalogUploads(OFFER_IMAGES);

@ApiTags('offers')
@Controller('api')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('offer')
  @CatalogRead({ operationId: 'OffersController_list', summary: 'List offers' }, OfferList)
  async list() {
    return { data: await this.offers.list() };
  }

  @Get('offer/:id')
  @CatalogReadOne(
    {
      operationId: 'OffersController_get',
      summary: 'One offer',
      errors: { 404: "'Offer not found'" },
    },
    OfferOne,
  )
  async get(@Param('id', ParseObjectIdPipe) id: string) {
    return { data: await this.offers.findById(id) };
  }

  @Post('offers')
  @CatalogCreate(
    { operationId: 'OffersController_create', summary: 'Add an offer' },
    Uploads,
    OfferForm,
    OfferSaved,
  )
  async create(@Body() dto: CreateOfferDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.offers.create(dto, files);
    return { message: 'Offer added successfully!', data };
  }

  @Put('updateOffers/:id')
  @CatalogUpdate(
    {
      operationId: 'OffersController_update',
      summary: 'Edit an offer',
      errors: { 404: "'Offer not found'" },
    },
    Uploads,
    OfferForm,
    OfferSaved,
  )
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateOfferDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.offers.update(id, dto, files);
    return { message: 'Offer updated successfully!', data };
  }

  @Delete('deleteOffers/:id')
  @CatalogDelete({
    operationId: 'OffersController_remove',
    summary: 'Delete an offer',
    errors: { 404: "'Offer not found'" },
  })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.offers.remove(id);
    return { message: 'Offer deleted successfully' };
  }
}
