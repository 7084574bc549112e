// The composed production site as a library: which apps exist, building what is missing, running the API
// and one static server per app. start.mjs is the command-line face of it; the browser tests use it too,
// so they run the site exactly as `npm start` does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../../api/scripts/prepare-db.mjs';
import { close, createStaticServer, listen } from './static-server.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The frontends: the shell on its port, each remote on its own origin (federation name -> workspace). */
export const APPS = [
  { name: 'shell', workspace: 'shell', port: 8080, env: 'SHELL_PORT' },
  { name: 'catalog', workspace: 'mf-catalog', port: 8081, env: 'CATALOG_PORT' },
  { name: 'booking', workspace: 'mf-booking', port: 8082, env: 'BOOKING_PORT' },
  { name: 'blog', workspace: 'mf-blog', port: 8083, env: 'BLOG_PORT' },
  { name: 'admin', workspace: 'mf-admin', port: 8084, env: 'ADMIN_PORT' },
];
export const REMOTES = APPS.filter((app) => app.name !== 'shell');

/** Ports from the environment (API_PORT, SHELL_PORT, CATALOG_PORT, ...), else the frontend contract's. */
export function portsFromEnv(env = process.env) {
  const ports = { api: Number(env.API_PORT ?? 3000), render: Number(env.RENDER_PORT ?? 8090) };
  for (const app of APPS) ports[app.name] = Number(env[app.env] ?? app.port);
  return ports;
}

export function distDir(workspace) {
  return join(REPO_ROOT, workspace, 'dist');
}

/** What "built" means per workspace: the file each one is started from. */
export function isBuilt(workspace) {
  return workspace === 'api'
    ? existsSync(join(distDir('api'), 'main.js'))
    : workspace === 'shell'
      ? existsSync(join(distDir('shell'), 'index.html')) && existsSync(renderServerMain())
      : existsSync(join(distDir(workspace), 'remoteEntry.js'));
}

/** The shell's render server, built beside the shell's browser build. */
export function renderServerMain() {
  return join(REPO_ROOT, 'shell', 'dist-server', 'main.js');
}

export function run(command, args, { cwd = REPO_ROOT, env = process.env, quiet = false } = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolveRun(output)
        : reject(
            new Error(
              `${command} ${args.join(' ')} exited with code ${code}\n${output.slice(-4000)}`,
            ),
          ),
    );
  });
}

/**
 * Builds every workspace whose dist is absent (all of them with rebuild). A failing build is reported and
 * listed in `failed`: the local run still starts the rest (its remote shows the error panel), the production
 * composition refuses to start.
 * @returns {Promise<{ built: string[], failed: string[] }>}
 */
export async function buildMissing({ rebuild = false, log = console.log } = {}) {
  const result = { built: [], failed: [] };
  for (const workspace of ['api', ...APPS.map((app) => app.workspace)]) {
    if (!rebuild && isBuilt(workspace)) continue;
    log(`Building ${workspace}...`);
    try {
      await run('npm', ['run', 'build', '-w', workspace], { quiet: true });
      result.built.push(workspace);
    } catch (error) {
      log(`Build of ${workspace} failed:\n${error.message}`);
      result.failed.push(workspace);
    }
  }
  return result;
}

/**
 * Readies the API's embedded database (unless MONGODB_URI is set) before anything waits for the API: a first
 * FerretDB build takes minutes, prints its progress, and has no time limit. Throws with one sentence saying
 * what to install or set when no database is possible.
 * @returns {Promise<Record<string, string>>} the environment that points the API at the prepared binary
 */
export async function prepareSiteDatabase({ env = process.env, log = console.log } = {}) {
  if (env.MONGODB_URI) return {};
  const outcome = await prepareDatabase({ env, log });
  return outcome.ferretdb ? { FERRETDB_BIN: outcome.ferretdb } : {};
}

/** Waits until GET url answers 200, or throws after timeoutMs (or as soon as the child process exits). */
export async function waitForHealth(url, { timeoutMs = 60000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs node api/dist/main.js in its own process group, so stopping it also stops the embedded database
 * it spawned, even when the API dies before it can clean up.
 * @param {{ port: number, webOrigin: string, env?: Record<string, string | undefined>, onLine?: (line: string) => void }} options
 */
export function startApi({ port, webOrigin, env = {}, onLine }) {
  const child = spawn(process.execPath, [join(distDir('api'), 'main.js')], {
    cwd: REPO_ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), WEB_ORIGIN: webOrigin, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  const forward = (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const stop = () =>
    new Promise((resolveStop) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
      const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        // the embedded database may outlive the API by a moment
        signalGroup(child, 'SIGTERM');
        resolveStop();
      });
      signalGroup(child, 'SIGTERM');
    });
  return { child, url: `http://localhost:${port}`, stop };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** The shell's runtime /remotes.json: every built remote, by federation name, at its own origin. */
export function remotesManifest(
  ports,
  { host = 'localhost', available = (app) => isBuilt(app.workspace) } = {},
) {
  const remotes = {};
  for (const app of REMOTES) {
    if (available(app)) remotes[app.name] = `http://${host}:${ports[app.name]}/mf-manifest.json`;
  }
  return remotes;
}

/**
 * Runs the shell's render server (shell/dist-server/main.js) in its own process: it renders the public pages
 * the shell's static server forwards to it, loading each remote's server build from where the remote is
 * served, as remotes.json says. Resolves once it answers its health check.
 * @param {{ port: number, apiUrl: string, remotesUrl: string, env?: Record<string, string | undefined>,
 *   onLine?: (line: string) => void }} options
 */
export async function startRenderServer({ port, apiUrl, remotesUrl, env = {}, onLine }) {
  const child = spawn(process.execPath, [renderServerMain()], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      RENDER_PORT: String(port),
      API_URL: apiUrl,
      REMOTES_URL: remotesUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) onLine?.(line);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise((resolveStop) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolveStop();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(`${url}/healthz`, { child, timeoutMs: 30000 });
  } catch (error) {
    await stop();
    throw new Error(`The render server did not start: ${error.message}`);
  }
  return { child, url, stop };
}

/**
 * Starts one static server per built frontend. The returned handle can stop and restart a single remote,
 * which is how a remote's outage and its independent redeployment are exercised.
 * @param {{ ports: Record<string, number>, apiUrl: string, roots?: Record<string, string>,
 *   renderUrl?: string }} options
 *   roots overrides the folder an app is served from (by federation name); renderUrl is where the shell
 *   forwards its pages to be rendered
 */
export async function startStaticServers({ ports, apiUrl, roots = {}, renderUrl }) {
  const rootOf = (app) => roots[app.name] ?? distDir(app.workspace);
  const servers = new Map();
  const remotes = remotesManifest(ports, { available: (app) => existsSync(rootOf(app)) });

  async function startApp(name) {
    const app = APPS.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`Unknown app ${name}`);
    const runtimeFiles =
      name === 'shell' ? { '/config.json': { apiUrl: '' }, '/remotes.json': remotes } : {};
    const server = createStaticServer({
      root: rootOf(app),
      apiUrl,
      runtimeFiles,
      ...(name === 'shell' ? { renderUrl } : {}),
    });
    await listen(server, ports[name]);
    servers.set(name, server);
    return `http://localhost:${ports[name]}`;
  }

  async function stopApp(name) {
    const server = servers.get(name);
    servers.delete(name);
    if (server) await close(server);
  }

  const urls = {};
  try {
    for (const app of APPS) {
      if (existsSync(rootOf(app))) urls[app.name] = await startApp(app.name);
    }
  } catch (error) {
    await Promise.all([...servers.keys()].map(stopApp));
    throw error;
  }
  return {
    urls,
    remotes,
    startApp,
    stopApp,
    stop: () => Promise.all([...servers.keys()].map(stopApp)),
  };
}

/** The local admin the API creates in development (null when it has not written one). */
export async function readAdminCredentials(dataDir = join(REPO_ROOT, '.data')) {
  try {
    const { email, password } = JSON.parse(
      await readFile(join(dataDir, 'local-admin.json'), 'utf8'),
    );
    return { email, password };
  } catch {
    return null;
  }
}

/**
 * The whole site: the embedded database prepared first, then the API (its own process), the static servers
 * and the shell's render server (its own process; without its build the pages are rendered in the browser).
 * Stops whatever it started if a part fails.
 * @param {{ ports?: Record<string, number>, apiEnv?: Record<string, string | undefined>, dataDir?: string,
 *   roots?: Record<string, string>, onApiLine?: (line: string) => void, onPrepareLine?: (line: string) => void,
 *   healthTimeoutMs?: number }} options
 */
export async function startSite({
  ports = portsFromEnv(),
  apiEnv = {},
  dataDir,
  roots,
  onApiLine,
  onPrepareLine = console.log,
  onRenderLine,
  renderEnv = {},
  healthTimeoutMs,
} = {}) {
  const webOrigin = `http://localhost:${ports.shell}`;
  const databaseEnv = await prepareSiteDatabase({
    env: { ...process.env, ...apiEnv },
    log: onPrepareLine,
  });
  const api = startApi({
    port: ports.api,
    webOrigin,
    env: { ...(dataDir ? { DATA_DIR: dataDir } : {}), ...databaseEnv, ...apiEnv },
    onLine: onApiLine,
  });
  let statics;
  let render;
  try {
    await waitForHealth(`${api.url}/api/health`, { child: api.child, timeoutMs: healthTimeoutMs });
    const renderUrl = existsSync(renderServerMain())
      ? `http://localhost:${ports.render}`
      : undefined;
    statics = await startStaticServers({ ports, apiUrl: api.url, roots, renderUrl });
    if (renderUrl && statics.urls.shell) {
      render = await startRenderServer({
        port: ports.render,
        apiUrl: api.url,
        remotesUrl: `${statics.urls.shell}/remotes.json`,
        env: renderEnv,
        onLine: onRenderLine,
      });
    }
  } catch (error) {
    await statics?.stop();
    await api.stop();
    throw error;
  }
  return {
    api,
    statics,
    render,
    urls: {
      ...statics.urls,
      api: api.url,
      docs: `${statics.urls.shell ?? api.url}/api/docs`,
      ...(render ? { render: render.url } : {}),
    },
    stop: async () => {
      await render?.stop();
      await statics.stop();
      await api.stop();
    },
  };
}
