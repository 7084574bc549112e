import { t } from '@travel/shell/i18n';

export const emptyQueryMessage = (): string => t('catalog.search.emptyQuery');

/**
 * The spec's feedback line ("Search behaviour"), with the price clause only when a price was given and
 * the quoted text only when text was given (a price-only search would otherwise read 'for ""').
 */
export function searchMessage(text: string, price: string, matches: number): string {
  const values = { text, price, count: matches };
  if (!text) {
    return t(matches === 0 ? 'catalog.search.noneInRange' : 'catalog.search.foundInRange', values);
  }
  if (matches === 0) {
    return t(price ? 'catalog.search.noneForTextInRange' : 'catalog.search.noneForText', values);
  }
  return t(price ? 'catalog.search.foundForTextInRange' : 'catalog.search.foundForText', values);
}
