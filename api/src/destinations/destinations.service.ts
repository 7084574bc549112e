import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { RecentlyDeleted } from '../recently-deleted/recently-deleted.service';
import { ChangeFeed } from '../cache/change-feed.service';
import { CatalogService } from '../catalog/catalog.service';
import { CreateDestinationDto } from './dto/destination.dto';
import { gallery, ImageField, mainImage } from '../catalog/image-fields';
import { ImagesService } from '../media/images.service';
import { Destination } from './schemas/destination.schema';

export const DESTINATION_IMAGES: ImageField<Destination>[] = [
  mainImage('image'),
  gallery('gallary'),
];

@Injectable()
export class DestinationsService extends CatalogService<Destination, CreateDestinationDto> {
  constructor(
    @InjectModel(Destination.name) model: Model<Destination>,
    images: ImagesService,
    invalidator: ChangeFeed,
    audit: AuditService,
    recentlyDeleted: RecentlyDeleted,
  ) {
    super(
      model,
      {
        notFoundMessage: 'Destination not found',
        auditKind: 'destination',
        nameField: 'title',
        imageFields: DESTINATION_IMAGES,
        // The price a visitor sees on a destination card is its cost per person, so that is what a
        // price search compares.
        search: { textFields: ['title', 'destination', 'location'], priceField: 'CostPerPerson' },
      },
      images,
      invalidator,
      audit,
      recentlyDeleted,
    );
  }
}
