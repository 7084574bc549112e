import type { IncomingHttpHeaders } from 'node:http';

/** The site's languages; the first is the default, whose texts are the spec's own. */
export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What the language is read from: an Express request, or the raw Node request the cache front sees. */
export interface LanguageSource {
  url?: string;
  headers: IncomingHttpHeaders;
}

/** `?lang=` when it names one of LANGUAGES (the first occurrence), else null. */
function queryLanguage(url: string | undefined): Lang | null {
  const mark = url?.indexOf('?') ?? -1;
  if (!url || mark < 0) return null;
  const lang = new URLSearchParams(url.slice(mark + 1)).get('lang');
  return isLang(lang) ? lang : null;
}

/**
 * The best of LANGUAGES for an Accept-Language header (RFC 9110 12.5.4): the highest q first, the earlier
 * range on a tie; `de-AT` matches `de`, `*` the default. Null when nothing matches.
 */
function headerLanguage(header: string | string[] | undefined): Lang | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  const ranges = text
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    if (tag === '*') return LANGUAGES[0];
    const primary = tag.split('-')[0];
    if (isLang(primary)) return primary;
  }
  return null;
}

/** The request's language: `?lang=` when it is one of LANGUAGES, else the best Accept-Language match, else `en`. */
export function requestLanguage(req: LanguageSource): Lang {
  return queryLanguage(req.url) ?? headerLanguage(req.headers['accept-language']) ?? LANGUAGES[0];
}
