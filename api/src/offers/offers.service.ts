import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { RecentlyDeleted } from '../recently-deleted/recently-deleted.service';
import { ChangeFeed } from '../cache/change-feed.service';
import { CatalogService } from '../catalog/catalog.service';
import { CreateOfferDto } from './dto/offer.dto';
import { gallery, ImageField, mainImage } from '../catalog/image-fields';
import { ImagesService } from '../media/images.service';
import { Offer } from './schemas/offer.schema';

export const OFFER_IMAGES: ImageField<Offer>[] = [mainImage('Image'), gallery('gallary')];

@Injectable()
export class OffersService extends CatalogService<Offer, CreateOfferDto> {
  constructor(
    @InjectModel(Offer.name) model: Model<Offer>,
    images: ImagesService,
    invalidator: ChangeFeed,
    audit: AuditService,
    recentlyDeleted: RecentlyDeleted,
  ) {
    super(
      model,
      {
        notFoundMessage: 'Offer not found',
        auditKind: 'offer',
        nameField: 'title',
        imageFields: OFFER_IMAGES,
        search: { textFields: ['title', 'Location', 'Hotel'], priceField: 'Price' },
      },
      images,
      invalidator,
      audit,
      recentlyDeleted,
    );
  }
}
