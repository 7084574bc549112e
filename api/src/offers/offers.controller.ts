import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFiles } from '@nestjs/common';
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
import {
  CreateOfferDto,
  OfferForm,
  OfferList,
  OfferOne,
  OfferSaved,
  UpdateOfferDto,
} from './dto/offer.dto';
import { OFFER_IMAGES, OffersService } from './offers.service';
import { Offer } from './schemas/offer.schema';

const Uploads = CatalogUploads(OFFER_IMAGES);

@ApiTags('offers')
@Controller('api')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('offer')
  @CatalogRead(OfferList)
  async list() {
    return { data: await this.offers.list() };
  }

  @Get('offer/:id')
  @CatalogRead(OfferOne)
  async get(@Param('id', ParseObjectIdPipe) id: string) {
    return { data: await this.offers.findById(id) };
  }

  @Post('offers')
  @CatalogCreate(Uploads, OfferForm, OfferSaved)
  async create(@Body() dto: CreateOfferDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.offers.create(dto as Partial<Offer>, files);
    return { message: 'Offer added successfully!', data };
  }

  @Put('updateOffers/:id')
  @CatalogUpdate(Uploads, OfferForm, OfferSaved)
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateOfferDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.offers.update(id, dto as Partial<Offer>, files);
    return { message: 'Offer updated successfully!', data };
  }

  @Delete('deleteOffers/:id')
  @CatalogDelete()
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.offers.remove(id);
    return { message: 'Offer deleted successfully' };
  }
}
