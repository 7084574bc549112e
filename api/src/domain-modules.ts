import { Type } from '@nestjs/common';
import { DestinationsModule } from './destinations/destinations.module';
import { OffersModule } from './offers/offers.module';

/** The product's domain modules (catalog, media, search, bookings, ...), registered by AppModule. */
export const DOMAIN_MODULES: Type[] = [
  DestinationsModule,
  OffersModule,
];
