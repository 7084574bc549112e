import { useEffect } from 'react';

export const SITE_NAME = 'Travel & Tours';

export interface PageMeta {
  /** The page's own title; the site's name is appended. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** Absolute or site-relative URL of the picture of a shared link (Open Graph). */
  image?: string;
  /** Open Graph type: 'article' for blog posts, 'website' otherwise. */
  type?: 'website' | 'article';
  /** schema.org data of the page (TouristTrip, Hotel, Offer, BlogPosting...), written as JSON-LD. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

// Everything this hook writes into <head> is marked, so a page's tags leave with the page.
const MARK = 'data-page-meta';

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

function addMeta(attribute: 'name' | 'property', key: string, content: string): HTMLElement {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  element.content = content;
  element.setAttribute(MARK, '');
  return element;
}

/** Tags for one page: description, canonical link, Open Graph and JSON-LD. */
function headElements(meta: PageMeta, fullTitle: string): HTMLElement[] {
  const url = window.location.origin + window.location.pathname;
  const elements = [
    addMeta('name', 'description', meta.description),
    addMeta('property', 'og:title', fullTitle),
    addMeta('property', 'og:description', meta.description),
    addMeta('property', 'og:type', meta.type ?? 'website'),
    addMeta('property', 'og:url', url),
    addMeta('property', 'og:site_name', SITE_NAME),
  ];
  if (meta.image) elements.push(addMeta('property', 'og:image', absolute(meta.image)));
  elements.push(addMeta('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'));
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = url;
  canonical.setAttribute(MARK, '');
  elements.push(canonical);
  if (meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // "</" would end the script element early; JSON allows the escaped form.
    script.textContent = JSON.stringify(meta.jsonLd).replace(/<\//g, '<\\/');
    script.setAttribute(MARK, '');
    elements.push(script);
  }
  return elements;
}

/**
 * Sets the document title, meta description, Open Graph tags and JSON-LD of the page that calls it, and
 * takes them away when the page goes, so no page shows another's data. The default description in
 * index.html is replaced while a page is shown, since a document must carry exactly one.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const serialized = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!serialized) return;
    const current = JSON.parse(serialized) as PageMeta;
    const fullTitle = current.title === SITE_NAME ? SITE_NAME : `${current.title} | ${SITE_NAME}`;
    const previousTitle = document.title;
    const defaults = [
      ...document.head.querySelectorAll<HTMLMetaElement>(`meta[name="description"]:not([${MARK}])`),
    ];
    const elements = headElements(current, fullTitle);
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
