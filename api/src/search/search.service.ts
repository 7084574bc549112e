import { Injectable } from '@nestjs/common';
import { DestinationsService } from '../destinations/destinations.service';
import { HotelsService } from '../hotels/hotels.service';
import { OffersService } from '../offers/offers.service';
import { parseSearch } from './search-query';

export interface SearchResults {
  destinations: unknown[];
  hotels: unknown[];
  offers: unknown[];
}

@Injectable()
export class SearchService {
  constructor(
    private readonly destinations: DestinationsService,
    private readonly hotels: HotelsService,
    private readonly offers: OffersService,
  ) {}

  async find(q: unknown, price: unknown): Promise<{ data: SearchResults; total: number }> {
    const criteria = parseSearch(q, price);
    const [destinations, hotels, offers] = await Promise.all([
      this.destinations.search(criteria),
      this.hotels.search(criteria),
      this.offers.search(criteria),
    ]);
    return {
      data: { destinations, hotels, offers },
      total: destinations.length + hotels.length + offers.length,
    };
  }
}
