import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { RecentlyDeleted } from '../recently-deleted/recently-deleted.service';
import { ChangeFeed } from '../cache/change-feed.service';
import { CatalogService } from '../catalog/catalog.service';
import { CreateHotelDto } from './dto/hotel.dto';
import { gallery, ImageField, mainImage } from '../catalog/image-fields';
import { ImagesService } from '../media/images.service';
import { Hotel } from './schemas/hotel.schema';

/** The spec keeps a hotel's `image` as a list; clients send it as one or more `image` files. */
export const HOTEL_IMAGES: ImageField<Hotel>[] = [mainImage('image', true), gallery('gallery')];

@Injectable()
export class HotelsService extends CatalogService<Hotel, CreateHotelDto> {
  constructor(
    @InjectModel(Hotel.name) model: Model<Hotel>,
    images: ImagesService,
    invalidator: ChangeFeed,
    audit: AuditService,
    recentlyDeleted: RecentlyDeleted,
  ) {
    super(
      model,
      {
        notFoundMessage: 'Hotel not found',
        auditKind: 'hotel',
        nameField: 'hotelName',
        imageFields: HOTEL_IMAGES,
        search: { textFields: ['hotelName', 'location'], priceField: 'pricePerNight' },
      },
      images,
      invalidator,
      audit,
      recentlyDeleted,
    );
  }
}
