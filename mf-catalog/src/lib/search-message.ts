export const EMPTY_QUERY_MESSAGE = 'Please enter a destination or price to search.';

/**
 * The spec's feedback line ("Search behaviour"), with the price clause only when a price was given and
 * the quoted text only when text was given (a price-only search would otherwise read 'for ""').
 */
export function searchMessage(text: string, price: string, matches: number): string {
  if (!text) {
    return matches === 0
      ? `No destinations found within price range ${price}`
      : `Found ${matches} matches within price range ${price}`;
  }
  if (matches === 0) {
    const range = price ? ` and price range ${price}` : '';
    return `No destinations found matching "${text}"${range}`;
  }
  const range = price ? ` within price range ${price}` : '';
  return `Found ${matches} matches for "${text}"${range}`;
}
