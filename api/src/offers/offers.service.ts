import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { HydratedDocument, Model } from 'mongoose';
import { CatalogDeps } from '../catalog/catalog-deps';
import { UploadedFilesByField } from '../catalog/image-fields';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CatalogOptions, CatalogService } from '../catalog/catalog.service';
import { CreateOfferDto, OFFER_IMAGES, OFFER_TEXTS } from './dto/offer.dto';
import { Offer } from './schemas/offer.schema';

export const OFFER_CATALOG: CatalogOptions<Offer> = {
  notFoundMessage: 'Offer not found',
  auditKind: 'offer',
  nameField: 'title',
  imageFields: OFFER_IMAGES,
  texts: OFFER_TEXTS,
  search: { textFields: ['title', 'Location', 'Hotel'], priceField: 'Price' },
};

@Injectable()
export class OffersService extends CatalogService<Offer, CreateOfferDto> {
  constructor(
    @InjectModel(Offer.name) model: Model<Offer>,
    deps: CatalogDeps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(model, deps, OFFER_CATALOG);
  }

  /** A form naming no time zone gets the site's (SITE_TIME_ZONE). */
  override create(
    fields: CreateOfferDto,
    files?: UploadedFilesByField,
  ): Promise<HydratedDocument<Offer>> {
    return super.create(
      { ...fields, timeZone: fields.timeZone ?? this.config.siteTimeZone },
      files,
    );
  }
}
