import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { DestinationsModule } from '../destinations/destinations.module';
import { HotelsModule } from '../hotels/hotels.module';
import { OffersModule } from '../offers/offers.module';
import { SeedService } from './seed.service';

@Module({
  imports: [DestinationsModule, HotelsModule, OffersModule, BlogModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
