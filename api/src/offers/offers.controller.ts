import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
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

  @Public()
  @Get('offer')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: OfferList })
  async list() {
    return { data: await this.offers.list() };
  }

  @Public()
  @Get('offer/:id')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: OfferOne })
  async get(@Param('id', ParseObjectIdPipe) id: string) {
    return { data: await this.offers.findById(id) };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post('offers')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: OfferForm })
  @ApiCreatedResponse({ type: OfferSaved })
  async create(@Body() dto: CreateOfferDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.offers.create(dto as Partial<Offer>, files);
    return { message: 'Offer added successfully!', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Put('updateOffers/:id')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: OfferForm })
  @ApiOkResponse({ type: OfferSaved })
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateOfferDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.offers.update(id, dto as Partial<Offer>, files);
    return { message: 'Offer updated successfully!', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete('deleteOffers/:id')
  @ApiOkResponse({ type: CatalogMessage })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.offers.remove(id);
    return { message: 'Offer deleted successfully' };
  }
}
