export interface RuntimeConfig {
  /** API origin; '' = same origin through the static server's proxy. */
  apiUrl: string;
  /** Map tile template; '' shows the plain location notice (no network at all). */
  mapTileUrl: string;
  /** Returns the visitor's two-letter country code as text; '' skips the lookup. */
  ipLookupUrl: string;
}

const DEFAULTS: RuntimeConfig = {
  apiUrl: '',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  ipLookupUrl: 'https://ipapi.co/country/',
};

let current: RuntimeConfig = DEFAULTS;

export const getRuntimeConfig = (): RuntimeConfig => current;

function pick(body: Record<string, unknown>, key: keyof RuntimeConfig): string {
  const value = body[key];
  return typeof value === 'string' ? value : DEFAULTS[key];
}

/** /config.json is deployed next to the shell, so one build serves any API origin. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    // A plain fetch, so the page's <link rel="preload"> of this file serves it; freshness comes from the
    // servers, which mark JSON no-cache.
    const response = await fetch(url);
    if (response.ok) {
      const body = (await response.json()) as Record<string, unknown>;
      current = {
        apiUrl: pick(body, 'apiUrl'),
        mapTileUrl: pick(body, 'mapTileUrl'),
        ipLookupUrl: pick(body, 'ipLookupUrl'),
      };
    }
  } catch {
    current = DEFAULTS;
  }
  return current;
}
