import { join } from 'node:path';

/** The render server's configuration, from the environment (see the shell's README). */
export interface RenderServerConfig {
  port: number;
  /** The shell's browser build: its index.html is the page template. */
  shellDist: string;
  /** Where the server reads the API (its own network path, not necessarily the public one). */
  apiUrl: string;
  /** remotes.json, as an http(s) URL or a file: the same map the browser follows. */
  remotesSource: string;
  /**
   * The site's public origin for canonical links and Open Graph URLs; unset: the request's host when it is
   * a local one (localhost, 127.0.0.1, [::1]), else localhost (page-address.ts).
   */
  siteOrigin: string | undefined;
  /** How long a rendered page is served as fresh, then as stale while it renders again. 0: no cache. */
  cacheFreshMs: number;
  cacheStaleMs: number;
  cacheMaxEntries: number;
  /** How often remotes.json, the remotes' server entries and the catalog's version are checked. */
  checkIntervalMs: number;
  /** Longest wait for one API read or one remote module before the page renders without it. */
  upstreamTimeoutMs: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  }
  return value;
}

function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an origin such as https://travel.example, not "${raw}".`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RenderServerConfig {
  const shellDist = env.SHELL_DIST || join(__dirname, '..', 'dist');
  return {
    port: integer(env, 'RENDER_PORT', 8090, 0),
    shellDist,
    apiUrl: origin(env, 'API_URL') ?? 'http://localhost:3000',
    remotesSource: env.REMOTES_URL || join(shellDist, 'remotes.json'),
    siteOrigin: origin(env, 'SITE_ORIGIN'),
    cacheFreshMs: integer(env, 'PAGE_CACHE_SECONDS', 10) * 1000,
    cacheStaleMs: integer(env, 'PAGE_CACHE_STALE_SECONDS', 60) * 1000,
    cacheMaxEntries: integer(env, 'PAGE_CACHE_MAX_ENTRIES', 500, 1),
    checkIntervalMs: integer(env, 'RENDER_CHECK_MS', 1000, 100),
    upstreamTimeoutMs: integer(env, 'RENDER_UPSTREAM_TIMEOUT_MS', 3000, 100),
  };
}
