import { LOCALES, type Lang } from './languages';
import { currentLang } from './runtime';

// Formatters are costly to create (the first one loads the browser's locale data): one per locale and kind.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number in the current language: 1,234.5 / 1.234,5. */
export function formatNumber(value: number, lang: Lang = currentLang()): string {
  return cached(`n ${lang}`, () => new Intl.NumberFormat(LOCALES[lang])).format(value);
}

/** An amount of `currency` in the current language: `1.234,50 €`. */
export function formatCurrency(
  value: number,
  currency: string,
  lang: Lang = currentLang(),
): string {
  const code = currency.toUpperCase();
  return cached(
    `c ${lang} ${code}`,
    () => new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: code }),
  ).format(value);
}

/** A date or instant in the current language with Intl's options (the zone is the caller's choice). */
export function formatDate(
  value: Date | number | string,
  options: Intl.DateTimeFormatOptions,
  lang: Lang = currentLang(),
): string {
  const key = `d ${lang} ${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(LOCALES[lang], options)).format(new Date(value));
}
