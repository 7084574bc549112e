import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../cache/public-cache.decorator';
import { CATALOG_CACHE_TAG } from '../cache/cache-tags';
import { SearchResults, SearchService } from './search.service';
import { LanguageParams } from '../catalog/localized-reads';
import { requestLanguage } from '../common/i18n';

class SearchResponse {
  @ApiProperty({
    type: 'object',
    properties: {
      destinations: { type: 'array', items: { $ref: '#/components/schemas/Destination' } },
      hotels: { type: 'array', items: { $ref: '#/components/schemas/Hotel' } },
      offers: { type: 'array', items: { $ref: '#/components/schemas/Offer' } },
    },
    required: ['destinations', 'hotels', 'offers'],
  })
  data: SearchResults;
  total: number;
}

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @Endpoint({
    operationId: 'SearchController_find',
    summary: 'Search destinations, hotels and offers',
    access: 'public',
    errors: {
      400: "No search text and no price ('Please enter a destination or price to search.'), a malformed price, or text over 100 characters",
    },
  })
  @PublicCached(CATALOG_CACHE_TAG, { query: ['q', 'price'], byLanguage: true })
  @LanguageParams(false)
  @ApiQuery({
    name: 'q',
    required: false,
    description:
      'Matches titles, names and locations, case-insensitively; a translated title in any language',
  })
  @ApiQuery({
    name: 'price',
    required: false,
    description:
      "`500` (maximum) or `100-500` (range), compared with a destination's price (its search price; " +
      "tickets cost its CostPerPerson), a hotel's price per night, an offer's price per guest and night",
  })
  @ApiOkResponse({ type: SearchResponse })
  find(
    @Req() req: Request,
    @Query('q') q?: unknown,
    @Query('price') price?: unknown,
  ): Promise<SearchResponse> {
    return this.search.find(q, price, requestLanguage(req));
  }
}
