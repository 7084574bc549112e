import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogDeps } from '../catalog/catalog-deps';
import { CatalogOptions, CatalogService } from '../catalog/catalog.service';
import { CreateDestinationDto, DESTINATION_IMAGES } from './dto/destination.dto';
import { Destination } from './schemas/destination.schema';

export const DESTINATION_CATALOG: CatalogOptions<Destination> = {
  notFoundMessage: 'Destination not found',
  auditKind: 'destination',
  nameField: 'title',
  imageFields: DESTINATION_IMAGES,
  // The spec's destination has two prices: Cost per Person is what a ticket costs, Price is what the
  // site search compares (the admin's form says so, and search results show it).
  search: { textFields: ['title', 'destination', 'location'], priceField: 'price' },
};

@Injectable()
export class DestinationsService extends CatalogService<Destination, CreateDestinationDto> {
  constructor(@InjectModel(Destination.name) model: Model<Destination>, deps: CatalogDeps) {
    super(model, deps, DESTINATION_CATALOG);
  }
}
