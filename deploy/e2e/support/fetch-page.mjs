// Public pages read over plain HTTP, as a crawler or a link preview without JavaScript reads them.

export const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * A reader of pages as a client without JavaScript gets them (status, headers and what the HTML holds), on the
 * site at `baseUrl()`.
 */
export const pageReader =
  (baseUrl) =>
  async (path, headers = {}) => {
    const response = await fetch(`${baseUrl()}${path}`, { headers });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const attribute = (tag, name) =>
      decode(tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? '');
    const meta = {};
    for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
      const key = attribute(tag, 'name') || attribute(tag, 'property');
      if (key) (meta[key] ??= []).push(attribute(tag, 'content'));
    }
    const root = html.match(/<div id="root">([\s\S]*)<\/div><script id="server-state"/)?.[1] ?? '';
    const stateText = html.match(
      /<script id="server-state" type="application\/json">([^<]*)<\/script>/,
    )?.[1];
    const alternates = Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, decode(href)],
      ),
    );
    return {
      status: response.status,
      lang: html.match(/<html lang="([^"]*)"/)?.[1],
      alternates,
      headers: response.headers,
      html,
      title: decode(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
      meta,
      canonical: attribute(head.match(/<link rel="canonical"[^>]*>/)?.[0] ?? '', 'href'),
      jsonLd: [
        ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
      ].map((match) => JSON.parse(match[1])),
      text: decode(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')),
      state: stateText === undefined ? undefined : JSON.parse(stateText),
    };
  };
