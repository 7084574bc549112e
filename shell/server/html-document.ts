import {
  fullTitleOf,
  pageHeadTags,
  PAGE_META_MARK,
  SITE_NAME,
  type HeadTag,
  type PageMeta,
} from '@travel/shell/ui';
import { SERVER_STATE_ID, serializeServerState, type ServerState } from '../src/app/server-state';
import {
  DEFAULT_LANG,
  LANGUAGES,
  pathInLanguage,
  splitLanguagePath,
  type Lang,
} from '../src/lib/i18n';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function tagHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries({ ...attributes, [PAGE_META_MARK]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  // The only text a head tag carries is JSON-LD, whose "<" pageHeadTags has escaped already.
  return tag === 'meta' || tag === 'link'
    ? `<${tag}${attrs}>`
    : `<${tag}${attrs}>${text ?? ''}</${tag}>`;
}

/**
 * The site itself as schema.org data, on every rendered page (unmarked: it stays while the visitor moves
 * on): what a search engine shows as the site's name.
 */
function siteJsonLd(pageUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${new URL(pageUrl).origin}/`,
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The stylesheets the server's modules registered (server-css-loader.cjs), in the order they loaded, each
 * under its name: the browser's builds leave out what the page already has (insert-stylesheet.cjs).
 */
function registeredCss(): string {
  const registry = (globalThis as { __travelServerCss?: Map<string, string> }).__travelServerCss;
  return [...(registry ?? [])]
    .map(
      ([key, css]) =>
        `<style data-server-css="${escapeAttribute(key)}">${css.replace(/<\//g, '<\\/')}</style>`,
    )
    .join('');
}

/**
 * The template's scripts as a rendered page needs them. Its content, styles and first images are in the
 * HTML, so the shell's code is no longer on the way to the first paint; preloaded at high priority, it would
 * take a slow phone's bandwidth from the page's largest image. The start-up code and JSON lose their
 * preloads, the shell's stylesheet its link (its rules are inline), and boot.js (src/boot.ts), beside main.js, takes main.js's place: it starts main.js once the
 * page has loaded and painted.
 */
function deferredEntry(template: string): string {
  return (
    template
      .replace(/<link rel="preload" as="(?:script|fetch)"[^>]*>/g, '')
      // The shell's linked stylesheet (webpack/shell-stylesheet.cjs): the page carries its rules inline.
      .replace(/<link rel="stylesheet"[^>]*>/g, '')
      .replace(
        /<script defer="defer" src="([^"]*)main\.js"><\/script>/,
        (_, base: string) => `<script defer="defer" src="${base}boot.js"></script>`,
      )
  );
}

/**
 * The page in every language, for search engines (`hreflang`), with English as `x-default`: the same path and
 * query under each language's prefix.
 */
function languageAlternates(pageUrl: string): string {
  const url = new URL(pageUrl);
  const { path } = splitLanguagePath(url.pathname);
  const href = (lang: Lang) =>
    escapeAttribute(`${url.origin}${pathInLanguage(path, lang)}${url.search}`);
  return [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANG)}">`,
  ].join('');
}

export interface PageParts {
  lang: Lang;
  meta: PageMeta | null;
  pageUrl: string;
  html: string;
  state: ServerState;
}

/**
 * The shell's index.html with the page put in: title, description, canonical, Open Graph, Twitter and
 * JSON-LD in the head, the styles the page's modules use, the rendered markup in #root, and the state it
 * was rendered from in a JSON script that the browser's first render takes.
 */
// Every replacement is a function: a "$&" or "$'" in a catalog text must stay text, not a pattern.
export function pageDocument(
  template: string,
  { lang, meta, pageUrl, html, state }: PageParts,
): string {
  // React writes the preloads of high-priority images first; they belong in the head, not in #root, which
  // the browser hydrates.
  const [, preloads = '', markup = html] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(html) ?? [];
  let document = deferredEntry(template).replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${lang}"`,
  );
  if (meta) {
    document = document
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(fullTitleOf(meta))}</title>`)
      .replace(/<meta name="description"[^>]*>/, '');
  }
  const head = [
    preloads,
    ...(meta ? pageHeadTags(meta, pageUrl).map(tagHtml) : []),
    languageAlternates(pageUrl),
    siteJsonLd(pageUrl),
    registeredCss(),
  ].join('');
  const stateScript = `<script id="${SERVER_STATE_ID}" type="application/json">${serializeServerState(state)}</script>`;
  return document
    .replace('</head>', () => `${head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>${stateScript}`);
}
