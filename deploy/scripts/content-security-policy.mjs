// The Content-Security-Policy of the site's pages, for the local static server (nginx carries the same
// policy for its one-origin layout, checked against this file's sources by deploy/e2e/deploy-files.spec.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shell's shipped runtime configuration. Its URLs (map tiles, the IP country lookup) are also the
 * shell's built-in defaults, used whenever the served config.json leaves them out, so the page may
 * reach them whatever config.json it is given.
 */
const SHIPPED_CONFIG_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'shell',
  'public',
  'config.json',
);

function originOf(url) {
  try {
    const { origin } = new URL(url.replaceAll(/\{[a-z]\}/g, '0'));
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/** The external origins the shell's configuration makes it load images from and fetch. */
export function configOrigins(config = JSON.parse(readFileSync(SHIPPED_CONFIG_PATH, 'utf8'))) {
  return {
    images: unique([originOf(config.mapTileUrl ?? '')]),
    fetches: unique([originOf(config.ipLookupUrl ?? ''), originOf(config.apiUrl ?? '')]),
  };
}

/**
 * @param {object} [options]
 * @param {string[]} [options.remoteUrls] the remotes' manifest URLs (their origins serve scripts, styles,
 *   fonts, images and the manifests themselves)
 * @param {Record<string, unknown>[]} [options.configs] runtime configurations besides the shipped one
 */
export function contentSecurityPolicy({ remoteUrls = [], configs = [] } = {}) {
  const remotes = unique(remoteUrls.map(originOf));
  const fromConfigs = [configOrigins(), ...configs.map((config) => configOrigins(config))];
  const images = unique(fromConfigs.flatMap((origins) => origins.images));
  const fetches = unique(fromConfigs.flatMap((origins) => origins.fetches));
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // The apps inject their CSS as <style> elements at run time (style-loader), and React sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // data: and blob: for inline SVG icons and the previews of images picked for upload.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...images],
    'font-src': ["'self'", 'data:', ...remotes],
    // The contact page fetches one map tile first, to tell whether the tile server is reachable.
    'connect-src': ["'self'", ...remotes, ...images, ...fetches],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}
