/**
 * The site's languages. English is the default and keeps the spec's routes; the others live under their
 * own prefix (`/de/TourPage/1`), so that each language has its own URL for search engines.
 */
export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's name in itself, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

/** The locale Intl formats each language with (numbers, dates, money). */
export const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The router's basename of a language: '' for English, '/de' for German. */
export function languageBase(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/** `/de/TourPage/1` -> { lang: 'de', path: '/TourPage/1' }; `/TourPage/1` -> English. */
export function splitLanguagePath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const prefix = match?.[1];
  if (match && isLang(prefix) && prefix !== DEFAULT_LANG) {
    return { lang: prefix, path: match[2] || '/' };
  }
  return { lang: DEFAULT_LANG, path: pathname || '/' };
}

/** A path of the site (without a language prefix) in `lang`: `('/TourPage/1', 'es')` -> `/es/TourPage/1`. */
export function pathInLanguage(path: string, lang: Lang): string {
  const base = languageBase(lang);
  if (!base) return path;
  return path === '/' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The `lang` attribute of a catalog text the API served in English for want of a translation: the record's
 * `untranslated` lists such fields. `<h1 lang={fallbackLang(tour, 'title')}>`: screen readers and search
 * engines then read that text as English on a German page.
 */
export function fallbackLang(
  record: { untranslated?: readonly string[] | null } | null | undefined,
  field: string,
): Lang | undefined {
  return record?.untranslated?.includes(field) ? DEFAULT_LANG : undefined;
}
