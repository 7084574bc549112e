import { t } from '@travel/shell/i18n';

// The API's search rule (api/src/search/search-query.ts), repeated so a search it would refuse is said at
// once, next to its box, and never sent or kept in Recent Searches. The messages are the API's: their ids
// here, said in the page's language where they are shown (searchProblemText).

const AMOUNT = String.raw`\$?\s*(\d+(?:\.\d+)?)`;
const PRICE = new RegExp(String.raw`^${AMOUNT}(?:\s*-\s*${AMOUNT})?$`);

export const SEARCH_TEXT_MAX = 100;
export const BAD_PRICE = 'catalog.search.badPrice';
export const REVERSED_PRICE = 'catalog.search.reversedPrice';
export const LONG_TEXT = 'catalog.search.longText';

export interface SearchProblem {
  field: 'location' | 'price';
  /** The message's id: `searchProblemText` says it in the page's language. */
  message: typeof BAD_PRICE | typeof REVERSED_PRICE | typeof LONG_TEXT;
}

/** A problem's message in the page's language. */
export function searchProblemText(problem: SearchProblem): string {
  return t(problem.message, { max: SEARCH_TEXT_MAX });
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
