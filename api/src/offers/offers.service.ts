import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogService } from '../catalog/catalog.service';
import { Offer } from './schemas/offer.schema';

@Injectable()
export class OffersService extends CatalogService<Offer> {
  constructor(@InjectModel(Offer.name) model: Model<Offer>) {
    super(model, 'Offer not found');
  }
}
