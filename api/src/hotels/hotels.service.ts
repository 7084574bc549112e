import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogDeps } from '../catalog/catalog-deps';
import { CatalogOptions, CatalogService } from '../catalog/catalog.service';
import { CreateHotelDto, HOTEL_IMAGES, HOTEL_TEXTS } from './dto/hotel.dto';
import { Hotel } from './schemas/hotel.schema';

export const HOTEL_CATALOG: CatalogOptions<Hotel> = {
  notFoundMessage: 'Hotel not found',
  auditKind: 'hotel',
  nameField: 'hotelName',
  imageFields: HOTEL_IMAGES,
  texts: HOTEL_TEXTS,
  search: { textFields: ['hotelName', 'location'], priceField: 'pricePerNight' },
};

@Injectable()
export class HotelsService extends CatalogService<Hotel, CreateHotelDto> {
  constructor(@InjectModel(Hotel.name) model: Model<Hotel>, deps: CatalogDeps) {
    super(model, deps, HOTEL_CATALOG);
  }
}
