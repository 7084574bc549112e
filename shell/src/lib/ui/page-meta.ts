import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Travel & Tours';

export interface PageMeta {
  /** The page's own title; the site's name is appended. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** Absolute or site-relative URL of the picture of a shared link (Open Graph). */
  image?: string;
  /** Open Graph type: 'article' for blog posts, 'product' for what can be booked, 'website' otherwise. */
  type?: 'website' | 'article' | 'product';
  /** A product's price, for link previews (`product:price:amount` and `:currency`). */
  price?: { amount: number; currency: string };
  /** schema.org data of the page (TouristTrip, Hotel, Offer, BlogPosting...), written as JSON-LD. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

// Everything this hook writes into <head> is marked, so a page's tags leave with the page; the render server
// marks the tags it writes the same way, so the first page's effect replaces them instead of doubling them.
export const PAGE_META_MARK = 'data-page-meta';

/** One element of the page's <head>, as data: the browser builds it, the render server writes it. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

export const fullTitleOf = (meta: PageMeta): string =>
  meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`;

/** Tags for one page at `pageUrl` (origin and path): description, canonical link, Open Graph and JSON-LD. */
export function pageHeadTags(meta: PageMeta, pageUrl: string): HeadTag[] {
  const origin = new URL(pageUrl).origin;
  const absolute = (url: string): string => {
    try {
      return new URL(url, origin).href;
    } catch {
      return url;
    }
  };
  const metaTag = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [attribute]: key, content },
  });
  const title = fullTitleOf(meta);
  const tags = [
    metaTag('name', 'description', meta.description),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:type', meta.type ?? 'website'),
    metaTag('property', 'og:url', pageUrl),
    metaTag('property', 'og:site_name', SITE_NAME),
  ];
  if (meta.image) tags.push(metaTag('property', 'og:image', absolute(meta.image)));
  if (meta.type === 'product' && meta.price) {
    tags.push(metaTag('property', 'product:price:amount', meta.price.amount.toFixed(2)));
    tags.push(metaTag('property', 'product:price:currency', meta.price.currency));
  }
  tags.push(metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'));
  tags.push(metaTag('name', 'twitter:title', title));
  tags.push(metaTag('name', 'twitter:description', meta.description));
  if (meta.image) tags.push(metaTag('name', 'twitter:image', absolute(meta.image)));
  tags.push({ tag: 'link', attributes: { rel: 'canonical', href: pageUrl } });
  if (meta.jsonLd) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      // A "<" could end the script element early ("</script>", "<!--"): JSON allows the escaped form.
      text: JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c'),
    });
  }
  return tags;
}

function headElement({ tag, attributes, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  element.setAttribute(PAGE_META_MARK, '');
  return element;
}

/**
 * The page the render server is rendering: its public URL, and where the page's meta goes (effects do not
 * run there, and there is no window to read the address from).
 */
export interface ServerPage {
  url: string;
  setMeta(meta: PageMeta): void;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The page's public origin and path, on the server as in the browser (for canonical URLs and JSON-LD). */
export function usePageUrl(): { origin: string; pathname: string } {
  const server = useContext(ServerPageContext);
  const { origin, pathname } = server ? new URL(server.url) : window.location;
  return { origin, pathname };
}

/**
 * Sets the document title, meta description, Open Graph tags and JSON-LD of the page that calls it, and
 * takes them away when the page goes, so no page shows another's data. The default description in
 * index.html is replaced while a page is shown, since a document must carry exactly one. On the server the
 * meta goes to the render server instead, which writes the same tags into the HTML.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const server = useContext(ServerPageContext);
  if (server && meta) server.setMeta(meta);
  const serialized = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!serialized) return;
    const current = JSON.parse(serialized) as PageMeta;
    const fullTitle = fullTitleOf(current);
    const previousTitle = document.title;
    // Tags the render server wrote for the page the visitor arrived on: this effect writes them anew.
    for (const element of document.head.querySelectorAll(`[${PAGE_META_MARK}]`)) element.remove();
    const defaults = [
      ...document.head.querySelectorAll<HTMLMetaElement>(
        `meta[name="description"]:not([${PAGE_META_MARK}])`,
      ),
    ];
    const pageUrl = window.location.origin + window.location.pathname;
    const elements = pageHeadTags(current, pageUrl).map(headElement);
    document.title = fullTitle;
    for (const element of defaults) element.remove();
    document.head.append(...elements);
    return () => {
      for (const element of elements) element.remove();
      document.head.append(...defaults);
      document.title = previousTitle;
    };
  }, [serialized]);
}

/** Plain text of at most `max` characters, cut at a word, for a meta description. */
export function summarize(text: string | undefined | null, max = 160): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
