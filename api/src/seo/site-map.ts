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

/** The sitemaps.org XML document of the given pages, with absolute URLs on the site's origin. */
export function sitemapXml(origin: string, urls: SiteUrl[]): string {
  const entries = urls.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
