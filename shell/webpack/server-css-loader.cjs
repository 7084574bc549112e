/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack loads this with require(). */
// Server builds only: style-loader needs a document, and the render server must put the page's styles in the
// HTML it sends, or the page would paint unstyled and shift once the scripts inject them. Each stylesheet of
// the app's own sources registers its minified text under its path (one entry however many builds import
// it); the render server inlines what is registered. A stylesheet with url()s (Leaflet's) stays with the
// client, which loads it where it is used: inlined in a page, its relative URLs would point elsewhere.
const minifyCss = require('./minify-css-loader.cjs');
const { stylesheetKey } = require('./stylesheet-key.cjs');

module.exports = function serverCss(source) {
  if (/url\(/i.test(source)) return 'export {};';
  const key = stylesheetKey(this.rootContext, this.resourcePath);
  return `const registry = (globalThis.__travelServerCss ??= new Map());
registry.set(${JSON.stringify(key)}, ${JSON.stringify(minifyCss(source))});
export {};`;
};
