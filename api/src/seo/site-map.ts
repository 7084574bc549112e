import { DEFAULT_LANGUAGE, LANGUAGES } from '../common/i18n';

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

/** The site's languages and the prefix of their pages: English keeps the spec's paths. */
const SITE_LANGUAGES = LANGUAGES.map((lang) => ({
  lang,
  prefix: lang === DEFAULT_LANGUAGE ? '' : `/${lang}`,
}));

const inLanguage = (path: string, prefix: string) =>
  prefix && path === '/' ? prefix : `${prefix}${path}`;

/**
 * The sitemaps.org XML document of the given pages, with absolute URLs on the site's origin: every page in
 * every language, each entry naming its other languages (`xhtml:link` alternates, as search engines read them).
 */
export function sitemapXml(origin: string, urls: SiteUrl[]): string {
  const entries = urls.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const alternates = [...SITE_LANGUAGES, { lang: 'x-default', prefix: '' }]
      .map(
        ({ lang, prefix }) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + inLanguage(path, prefix))}"/>`,
      )
      .join('');
    return SITE_LANGUAGES.map(
      ({ prefix }) =>
        `  <url><loc>${escapeXml(origin + inLanguage(path, prefix))}</loc>${lastmod}${alternates}</url>`,
    );
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
    ...SITE_LANGUAGES.flatMap(({ prefix }) => [
      `Disallow: ${prefix}/admin`,
      `Disallow: ${prefix}/Admin`,
      `Disallow: ${prefix}/client`,
    ]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
