import { Type } from '@nestjs/common';
import { DestinationsModule } from './destinations/destinations.module';
import { OffersModule } from './offers/offers.module';
import { PublicCacheModule } from './cache/public-cache.module';
import { MediaModule } from './media/media.module';
import { HotelsModule } from './hotels/hotels.module';
import { BlogModule } from './blog/blog.module';
import { SearchModule } from './search/search.module';
import { SeedModule } from './seed/seed.module';
import { BookingsModule } from './bookings/bookings.module';
import { TourBookingsModule } from './bookings/tours/tour-bookings.module';
import { StayBookingsModule } from './bookings/stays/stay-bookings.module';
import { SettingsModule } from './settings/settings.module';
import { ContactModule } from './contact/contact.module';
import { StatsModule } from './stats/stats.module';
import { SeoModule } from './seo/seo.module';

/** The product's domain modules (catalog, media, search, bookings, ...), registered by AppModule. */
export const DOMAIN_MODULES: Type[] = [
  PublicCacheModule,
  MediaModule,
  DestinationsModule,
  HotelsModule,
  OffersModule,
  BlogModule,
  SearchModule,
  SeedModule,
  // Tours first, then what both kinds share, then stays: the order of their routes in the OpenAPI document.
  TourBookingsModule,
  BookingsModule,
  StayBookingsModule,
  SettingsModule,
  ContactModule,
  StatsModule,
  SeoModule,
];
