import { BadRequestException } from '@nestjs/common';
import { SearchCriteria } from '../catalog/catalog.service';
import { literalPattern } from '../common/query-values';

const AMOUNT = String.raw`\$?\s*(\d+(?:\.\d+)?)`;
const PRICE = new RegExp(String.raw`^${AMOUNT}(?:\s*-\s*${AMOUNT})?$`);
export const BAD_PRICE = 'Price must be a maximum such as 500 or a range such as 100-500';

/** `500` is a maximum, `100-500` a range. */
export function parsePriceRange(raw: string): Pick<SearchCriteria, 'minPrice' | 'maxPrice'> {
  const match = PRICE.exec(raw.trim());
  if (!match) throw new BadRequestException(BAD_PRICE);
  const [, first, second] = match;
  if (second === undefined) return { maxPrice: Number(first) };
  const [minPrice, maxPrice] = [Number(first), Number(second)];
  if (minPrice > maxPrice)
    throw new BadRequestException('The lowest price must not be above the highest');
  return { minPrice, maxPrice };
}

export function parseSearch(q: unknown, price: unknown): SearchCriteria {
  if (
    (q !== undefined && typeof q !== 'string') ||
    (price !== undefined && typeof price !== 'string')
  ) {
    throw new BadRequestException('Search terms must be text');
  }
  const text = q?.trim() ?? '';
  const priceText = price?.trim() ?? '';
  if (!text && !priceText)
    throw new BadRequestException('Please enter a destination or price to search.');
  if (text.length > 100)
    throw new BadRequestException('The search text must be at most 100 characters');
  return {
    ...(text && { text: literalPattern(text) }),
    ...(priceText && parsePriceRange(priceText)),
  };
}
