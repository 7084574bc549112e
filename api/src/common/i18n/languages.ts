import Negotiator from 'negotiator';

/** The languages the site speaks; English is the default and the spec's texts. */
export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'en';

/** The locale each language formats dates, times, numbers and money with (Intl). */
export const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored record's language: records from before languages (no `lang`) read as English. */
export function langOf(record: { lang?: string | null } | null | undefined): Lang {
  return isLang(record?.lang) ? record.lang : DEFAULT_LANGUAGE;
}

/**
 * What requestLanguage reads of a request: Express's or Nest's (a parsed `query`), or the raw Node request the
 * cache front sees before Express runs (only its `url`).
 */
export interface LanguageRequest {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
  url?: string;
}

/** `?lang=` of a request: its parsed query's, else its URL's (the first occurrence). */
function askedLanguage(req: LanguageRequest): unknown {
  if (req.query !== undefined) return (req.query as Record<string, unknown> | null)?.lang;
  const mark = req.url?.indexOf('?') ?? -1;
  return req.url && mark >= 0
    ? new URLSearchParams(req.url.slice(mark + 1)).get('lang')
    : undefined;
}

/**
 * The language to answer a request in: the `lang` query parameter when it is one of LANGUAGES, else the best
 * match of the Accept-Language header (q-values weighed; a region tag such as `de-AT` matches `de`), else
 * English.
 */
export function requestLanguage(req: LanguageRequest): Lang {
  const asked = askedLanguage(req);
  if (isLang(asked)) return asked;
  const header = req.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LANGUAGES]);
  return isLang(best) ? best : DEFAULT_LANGUAGE;
}
