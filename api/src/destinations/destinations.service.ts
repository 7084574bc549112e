import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogService } from '../catalog/catalog.service';
import { Destination } from './schemas/destination.schema';

@Injectable()
export class DestinationsService extends CatalogService<Destination> {
  constructor(@InjectModel(Destination.name) model: Model<Destination>) {
    super(model, 'Destination not found');
  }
}
