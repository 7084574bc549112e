import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogDeps } from '../catalog/catalog-deps';
import { CatalogOptions, CatalogService } from '../catalog/catalog.service';
import { CreateOfferDto, OFFER_IMAGES } from './dto/offer.dto';
import { Offer } from './schemas/offer.schema';

export const OFFER_CATALOG: CatalogOptions<Offer> = {
  notFoundMessage: 'Offer not found',
  auditKind: 'offer',
  nameField: 'title',
  imageFields: OFFER_IMAGES,
  search: { textFields: ['title', 'Location', 'Hotel'], priceField: 'Price' },
};

@Injectable()
export class OffersService extends CatalogService<Offer, CreateOfferDto> {
  constructor(@InjectModel(Offer.name) model: Model<Offer>, deps: CatalogDeps) {
    super(model, deps, OFFER_CATALOG);
  }
}
