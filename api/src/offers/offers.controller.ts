import { CatalogController, CatalogResource } from '../catalog/catalog-controller';
import {
  CreateOfferDto,
  OfferForm,
  OfferList,
  OfferOne,
  OfferSaved,
  UpdateOfferDto,
} from './dto/offer.dto';
import { OFFER_CATALOG, OffersService } from './offers.service';
import { Offer } from './schemas/offer.schema';

export const OFFERS: CatalogResource<Offer, CreateOfferDto> = {
  tag: 'offers',
  service: OffersService,
  catalog: OFFER_CATALOG,
  paths: {
    list: 'offer',
    get: 'offer/:id',
    create: 'offers',
    update: 'updateOffers/:id',
    remove: 'deleteOffers/:id',
  },
  updateWith: 'PUT',
  operationIdPrefix: 'OffersController',
  summaries: {
    list: 'List offers',
    get: 'One offer',
    create: 'Add an offer',
    update: 'Edit an offer',
    remove: 'Delete an offer',
  },
  messages: {
    created: 'Offer added successfully!',
    updated: 'Offer updated successfully!',
    deleted: 'Offer deleted successfully',
  },
  booked: {
    remove:
      "The offer has live future stays: 'This stay offer has N live bookings (T nights) on D dates: ... Cancel them all and delete.' Nothing deleted (send cancelBookings=true to cancel them in the same action)",
  },
  reads: 'data',
  types: {
    list: OfferList,
    one: OfferOne,
    saved: OfferSaved,
    form: OfferForm,
    create: CreateOfferDto,
    update: UpdateOfferDto,
  },
};

export class OffersController extends CatalogController(OFFERS) {}
