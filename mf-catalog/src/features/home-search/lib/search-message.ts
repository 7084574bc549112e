export const EMPTY_QUERY_MESSAGE = 'Please enter a destination or price to search.';

/** The spec's feedback line ("Search behaviour"), with the price clause only when a price was given. */
export function searchMessage(text: string, price: string, matches: number): string {
  if (matches === 0) {
    const range = price ? ` and price range ${price}` : '';
    return `No destinations found matching "${text}"${range}`;
  }
  const range = price ? ` within price range ${price}` : '';
  return `Found ${matches} matches for "${text}"${range}`;
}
