import { Type } from '@nestjs/common';
import { DestinationsModule } from './destinations/destinations.module';
import { OffersModule } from './offers/offers.module';
import { BookingsModule } from './bookings/bookings.module';
import { StaysModule } from './stays/stays.module';
import { SettingsModule } from './settings/settings.module';
import { ContactModule } from './contact/contact.module';
import { StatsModule } from './stats/stats.module';

/** The product's domain modules (catalog, media, search, bookings, ...), registered by AppModule. */
export const DOMAIN_MODULES: Type[] = [
  DestinationsModule,
  OffersModule,
  BookingsModule,
  StaysModule,
  SettingsModule,
  ContactModule,
  StatsModule,
];
