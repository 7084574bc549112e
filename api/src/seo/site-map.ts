import { LANGUAGES, Lang } from '../common/i18n';

/** One page of the public site, as listed in the sitemap. */
export interface SiteUrl {
  path: string;
  lastModified?: Date;
}

/** Pages that exist whatever the content: home, the catalog lists and the static pages. */
export const STATIC_PATHS = [
  '/',
  '/destination',
  '/hotel',
  '/contact',
  '/faqs',
  '/us',
  '/visa',
  '/usa',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page's path in a language: English keeps the spec's routes, the others live under `/de`, `/es`. */
export function localizedPath(path: string, lang: Lang): string {
  return lang === LANGUAGES[0] ? path : `/${lang}${path}`;
}

/**
 * The sitemaps.org XML document of the given pages in every language, with absolute URLs on the site's
 * origin; each URL names its other languages (`hreflang` alternates, English as `x-default`) as search
 * engines ask of a site with a URL per language.
 */
export function sitemapXml(origin: string, urls: SiteUrl[]): string {
  const entries = urls.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const href = (lang: Lang) => escapeXml(origin + localizedPath(path, lang));
    const alternates = [
      ...LANGUAGES.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(LANGUAGES[0])}"/>`,
    ].join('');
    return LANGUAGES.map((lang) => `  <url><loc>${href(lang)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Crawlers may read every public page and the pictures they show, but not the account and admin areas
 * (behind sign-in, nothing to index) nor the JSON API.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /admin',
    'Disallow: /Admin',
    'Disallow: /client',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
