import { Module } from '@nestjs/common';
import { DestinationsModule } from '../destinations/destinations.module';
import { HotelsModule } from '../hotels/hotels.module';
import { OffersModule } from '../offers/offers.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [DestinationsModule, HotelsModule, OffersModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
