import { Injectable } from '@nestjs/common';
import type { ReadLanguage } from '../catalog/localized-reads';
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

  /** Matches by their text in any language, answered in `language`. */
  async find(
    q: unknown,
    price: unknown,
    language: ReadLanguage,
  ): Promise<{ data: SearchResults; total: number }> {
    const criteria = parseSearch(q, price);
    const [destinations, hotels, offers] = await Promise.all([
      this.destinations.search(criteria),
      this.hotels.search(criteria),
      this.offers.search(criteria),
    ]);
    return {
      data: {
        destinations: destinations.map((record) => this.destinations.present(record, language)),
        hotels: hotels.map((record) => this.hotels.present(record, language)),
        offers: offers.map((record) => this.offers.present(record, language)),
      },
      total: destinations.length + hotels.length + offers.length,
    };
  }
}
