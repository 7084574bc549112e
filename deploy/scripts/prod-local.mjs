#!/usr/bin/env node
// The production composition on one machine (`npm run start:prod-local`): nginx rendered from
// deploy/nginx/nginx.conf, serving the shell and each remote under /remotes/<name>/<version>/ (laid out by
// layout-web.mjs, as the web image is), proxying /api and /auth to several API instances
// (`node api/dist/main.js`, NODE_ENV=production, as the API image runs it) that share one database and Redis.
// Everything runs as the current user on free ports, under one temporary folder removed on stop.
// Environment: PROD_LOCAL_INSTANCES (2), PROD_LOCAL_PORT (nginx; free port), REDIS_URL (redis://127.0.0.1:6379),
// MONGODB_URI (else the prepared FerretDB is started, with its data in the temporary folder).
// The browser test deploy/e2e/prod-composition.spec.mjs drives the same functions.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildMissing,
  prepareSiteDatabase,
  REPO_ROOT,
  run,
  startApi,
  startRenderServer,
  waitForHealth,
} from './site.mjs';

export { freePort };

export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf');
/** The API's health route: the image's HEALTHCHECK, compose and the Kubernetes probes ask the same one. */
export const API_HEALTH_PATH = '/api/health';
/** What the web image's HEALTHCHECK and the Kubernetes probe fetch. */
export const WEB_HEALTH_PATH = '/config.json';
/**
 * The API's production environment, by name: what compose.yaml and k8s/api.yaml (with its Secret) set, and
 * what this script sets. SEED_DEMO_CONTENT, DATA_DIR and AUTH_RATE_LIMIT are only set here (see below).
 */
export const API_ENV = [
  'NODE_ENV',
  'PORT',
  'MONGODB_URI',
  'REDIS_URL',
  'JWT_SECRET',
  'WEB_ORIGIN',
  'SMTP_URL',
  'MAIL_FROM',
  'TRUST_PROXY',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
];
/** The variables of the nginx template: the web image sets them (ENV), this script renders them. */
export const NGINX_TEMPLATE_VARS = [
  'API_UPSTREAM',
  'RENDER_UPSTREAM',
  'NGINX_LOCAL_RESOLVERS',
  'LISTEN_PORT',
  'WEB_ROOT',
  'NGINX_RUNTIME_DIR',
  'NGINX_ACCESS_LOG',
];

function canConnect(port) {
  return new Promise((resolveConnect) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolveConnect(true)));
    socket.once('error', () => resolveConnect(false));
  });
}

/**
 * The nginx template with its variables filled in. The upstream line naming API_UPSTREAM becomes one
 * `server` line per instance: nginx 1.22 has no `resolve` (see the comment in nginx.conf).
 * @param {{ apiPorts: number[], listenPort: number, webRoot: string, runtimeDir: string }} options
 */
export async function renderNginxConfig({
  apiPorts,
  renderPorts = [],
  listenPort,
  webRoot,
  runtimeDir,
}) {
  const template = await readFile(NGINX_TEMPLATE, 'utf8');
  const values = {
    // Never consulted: every upstream is an address. nginx wants a valid one all the same.
    NGINX_LOCAL_RESOLVERS: '127.0.0.1',
    LISTEN_PORT: String(listenPort),
    WEB_ROOT: webRoot,
    NGINX_RUNTIME_DIR: runtimeDir,
    NGINX_ACCESS_LOG: join(runtimeDir, 'access.log'),
  };
  const upstreams = { '${API_UPSTREAM}': apiPorts, '${RENDER_UPSTREAM}': renderPorts };
  const lines = template.split('\n').map((line) => {
    const name = Object.keys(upstreams).find((variable) => line.includes(variable));
    if (!name) return line;
    const indent = line.match(/^\s*/)[0];
    const params = line.match(/resolve(.*);/)?.[1].trim() ?? '';
    // No render server: one that never answers, so pages go to index.html as before.
    const ports = upstreams[name].length ? upstreams[name] : [1];
    return ports.map((port) => `${indent}server 127.0.0.1:${port} ${params};`).join('\n');
  });
  return lines.join('\n').replace(/\$\{(\w+)\}/g, (match, name) => {
    if (!(name in values))
      throw new Error(`nginx.conf uses \${${name}}, which prod-local.mjs does not know`);
    return values[name];
  });
}

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
function nginxBinary(env = process.env) {
  return env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/** `nginx -t` on a rendered config: throws with nginx's own words when it refuses it. */
export async function checkNginxConfig(confPath, runtimeDir) {
  return run(
    nginxBinary(),
    ['-t', '-q', '-p', runtimeDir, '-e', join(runtimeDir, 'error.log'), '-c', confPath],
    {
      quiet: true,
    },
  );
}

/** Starts the prepared FerretDB (SQLite handler, the flags the API's embedded database uses) on a free port. */
async function startFerretDb(binary, dir) {
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=127.0.0.1:0',
      `--state-dir=${dir}`,
      '--telemetry=disable',
      '--log-level=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 30000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('FerretDB did not listen within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    // Each of the two instances below FerretDB's 100 SQLite connections per database together
    // (api/src/common/writes/statements-per-write.ts).
    uri: `mongodb://127.0.0.1:${port}/travel?maxPoolSize=40`,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the composition. Returns handles to stop it, to kill and restart one API instance, and to reload
 * nginx after the web root changed (a remote's rollout).
 * @param {{ instances?: number, apiEnv?: Record<string, string>, log?: (line: string) => void,
 *   onApiLine?: (instance: number, line: string) => void}} [options]
 */
export async function startProdLocal({
  instances = Number(process.env.PROD_LOCAL_INSTANCES ?? 2),
  renderInstances = Number(process.env.PROD_LOCAL_RENDER_INSTANCES ?? 2),
  apiEnv = {},
  log = console.log,
  onApiLine,
} = {}) {
  const build = await buildMissing({ log });
  // Production ships every app or nothing: a site without its admin area is not a release.
  if (build.failed.length) {
    throw new Error(`Cannot start: ${build.failed.join(', ')} did not build`);
  }
  const runtimeDir = await mkdtemp(join(tmpdir(), 'travel-prod-local-'));
  // nginx started by root runs its workers as nobody, who must be able to read the web root.
  await chmod(runtimeDir, 0o755);
  const webRoot = join(runtimeDir, 'web');
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    stops.length = 0;
    await rm(runtimeDir, { recursive: true, force: true });
  };

  try {
    // The web image's own layout step, so nginx serves exactly what the image would hold.
    await run(process.execPath, [join(REPO_ROOT, 'deploy', 'scripts', 'layout-web.mjs'), webRoot], {
      quiet: true,
    });

    let mongodbUri = process.env.MONGODB_URI;
    if (!mongodbUri) {
      const { FERRETDB_BIN } = await prepareSiteDatabase({ env: process.env, log });
      if (!FERRETDB_BIN)
        throw new Error('No FerretDB prepared (npm run prepare:db): set MONGODB_URI instead.');
      const ferret = await startFerretDb(FERRETDB_BIN, join(runtimeDir, 'ferretdb'));
      stops.push(ferret.stop);
      mongodbUri = ferret.uri;
    }

    const nginxPort = Number(process.env.PROD_LOCAL_PORT ?? (await freePort()));
    const url = `http://localhost:${nginxPort}`;
    const admin = {
      email: process.env.ADMIN_EMAIL ?? 'admin@prod-local.test',
      password: process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
    };
    const env = {
      NODE_ENV: 'production',
      MONGODB_URI: mongodbUri,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64'),
      WEB_ORIGIN: url,
      SMTP_URL: process.env.SMTP_URL ?? '',
      MAIL_FROM: process.env.MAIL_FROM ?? 'no-reply@localhost',
      // nginx reaches the instances over loopback here; the containers name the proxy's network instead.
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Only here: a fresh database gets the demo content so there is a site to look at (production
      // starts empty), and the API's data folder (local files) stays inside the temporary folder.
      SEED_DEMO_CONTENT: 'true',
      DATA_DIR: join(runtimeDir, 'api-data'),
      ...apiEnv,
    };

    const ports = [];
    for (let i = 0; i < instances; i++) ports.push(await freePort());
    const apis = ports.map((port, index) => {
      const instance = { port, url: `http://127.0.0.1:${port}`, handle: undefined };
      instance.start = async () => {
        instance.handle = startApi({
          port,
          webOrigin: url,
          env,
          onLine: (line) => onApiLine?.(index, line),
        });
        await waitForHealth(`${instance.url}${API_HEALTH_PATH}`, {
          child: instance.handle.child,
          timeoutMs: 90000,
        });
      };
      instance.stop = async () => instance.handle?.stop();
      /** An abrupt death (SIGKILL), as a crashed or OOM-killed container. */
      instance.kill = () => instance.handle && process.kill(-instance.handle.child.pid, 'SIGKILL');
      return instance;
    });
    // One after the other: the first seeds the empty database, the others find it seeded.
    for (const instance of apis) {
      stops.push(instance.stop);
      await instance.start();
    }

    // The shell's render servers, reading the API, remotes.json and the remotes' server builds through
    // nginx, as a container would through the site's address.
    const renders = [];
    for (let i = 0; i < renderInstances; i++) {
      const port = await freePort();
      const instance = { port, url: `http://127.0.0.1:${port}`, handle: undefined };
      instance.start = async () => {
        instance.handle = await startRenderServer({
          port,
          apiUrl: `http://127.0.0.1:${nginxPort}`,
          remotesUrl: `http://127.0.0.1:${nginxPort}/remotes.json`,
          env: { SHELL_DIST: join(webRoot, 'shell'), SITE_ORIGIN: url },
        });
      };
      instance.stop = async () => instance.handle?.stop();
      /** An abrupt death (SIGKILL), as a crashed container. */
      instance.kill = () => instance.handle?.child.kill('SIGKILL');
      renders.push(instance);
    }

    const confPath = join(runtimeDir, 'nginx.conf');
    await writeFile(
      confPath,
      await renderNginxConfig({
        apiPorts: ports,
        renderPorts: renders.map((render) => render.port),
        listenPort: nginxPort,
        webRoot,
        runtimeDir,
      }),
    );
    await checkNginxConfig(confPath, runtimeDir);
    const nginxArgs = ['-p', runtimeDir, '-e', join(runtimeDir, 'error.log'), '-c', confPath];
    const nginx = spawn(nginxBinary(), [...nginxArgs, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    stops.push(
      () =>
        new Promise((resolveStop) => {
          if (nginx.exitCode !== null || nginx.signalCode !== null) return resolveStop();
          nginx.once('exit', () => resolveStop());
          nginx.kill('SIGTERM');
        }),
    );
    await waitForHealth(`${url}${API_HEALTH_PATH}`, { timeoutMs: 15000 });
    for (const render of renders) {
      stops.push(render.stop);
      await render.start();
    }
    await waitForHealth(`${url}${WEB_HEALTH_PATH}`, { timeoutMs: 15000 });

    return {
      url,
      webRoot,
      runtimeDir,
      mongodbUri,
      admin,
      apis,
      renders,
      /** Graceful reload (SIGHUP): new workers take new connections, old ones finish theirs. */
      reloadNginx: () => run(nginxBinary(), [...nginxArgs, '-s', 'reload'], { quiet: true }),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main() {
  const composition = await startProdLocal();
  console.log(`\nThe production composition runs at ${composition.url}`);
  console.log(
    `  nginx -> API instances on ports ${composition.apis.map((api) => api.port).join(', ')}`,
  );
  console.log(`  logs: ${join(composition.runtimeDir, 'access.log')} and error.log`);
  console.log(`  admin: ${composition.admin.email} / ${composition.admin.password}`);
  console.log('  Ctrl+C stops everything.');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await composition.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
