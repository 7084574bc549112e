// The API's search rule (api/src/search/search-query.ts), repeated so a search it would refuse is said at
// once, next to its box, and never sent or kept in Recent Searches. The messages are the API's.

const AMOUNT = String.raw`\$?\s*(\d+(?:\.\d+)?)`;
const PRICE = new RegExp(String.raw`^${AMOUNT}(?:\s*-\s*${AMOUNT})?$`);

export const SEARCH_TEXT_MAX = 100;
export const BAD_PRICE = 'Price must be a maximum such as 500 or a range such as 100-500';
export const REVERSED_PRICE = 'The lowest price must not be above the highest';
export const LONG_TEXT = `The search text must be at most ${SEARCH_TEXT_MAX} characters`;

export interface SearchProblem {
  field: 'location' | 'price';
  message: string;
}

/** Why the API would refuse these (trimmed) terms, or null; an empty search is the caller's own case. */
export function searchProblem(text: string, price: string): SearchProblem | null {
  if (text.length > SEARCH_TEXT_MAX) return { field: 'location', message: LONG_TEXT };
  if (!price) return null;
  const match = PRICE.exec(price);
  if (!match) return { field: 'price', message: BAD_PRICE };
  const [, low, high] = match;
  if (high !== undefined && Number(low) > Number(high)) {
    return { field: 'price', message: REVERSED_PRICE };
  }
  return null;
}
