#!/usr/bin/env node
// `node deploy/scripts/fresh-clone-check.mjs`: the README's two commands as a newcomer runs them. Clones this
// repository (its committed HEAD) into a temporary folder and runs `npm install`, then `npm start`, with an
// empty Go module and build cache of their own, no FerretDB on the PATH and FERRETDB_BIN and MONGODB_URI
// unset, until the site's page and /api/health answer 200. Prints how long each step took, then stops the
// site. Slow (npm install, a cold FerretDB build, every frontend build), so it is not part of `npm test`.
// Options: --npm-test (then run `npm test` in the clone as well), --keep (leave the clone behind).
// Environment: FRESH_CLONE_LIMIT_MIN (overall limit, default 20 minutes), FRESH_CLONE_PORT_BASE (default
// 18290: API, shell and the four remotes on consecutive ports, away from a running `npm start`).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './site.mjs';

const { values: options } = parseArgs({
  options: {
    'npm-test': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const limitMs = Number(process.env.FRESH_CLONE_LIMIT_MIN ?? 20) * 60000;
const portBase = Number(process.env.FRESH_CLONE_PORT_BASE ?? 18290);
const startedAt = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const remaining = () => limitMs - (Date.now() - startedAt);

/** The environment of a machine that has Node, npm and Go, but no FerretDB and nothing in Go's caches. */
function freshEnvironment(workDir) {
  const env = { ...process.env };
  for (const name of ['FERRETDB_BIN', 'MONGODB_URI', 'DATA_DIR', 'GOBIN', 'GOMODCACHE', 'GOFLAGS'])
    delete env[name];
  for (const name of Object.keys(env))
    if (name.startsWith('npm_') || name.startsWith('MONGOMS_')) delete env[name];
  env.PATH = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !existsSync(join(dir, 'ferretdb')))
    .join(delimiter);
  env.GOPATH = join(workDir, 'gopath');
  env.GOCACHE = join(workDir, 'gocache');
  Object.assign(env, {
    API_PORT: String(portBase),
    SHELL_PORT: String(portBase + 1),
    CATALOG_PORT: String(portBase + 2),
    BOOKING_PORT: String(portBase + 3),
    BLOG_PORT: String(portBase + 4),
    ADMIN_PORT: String(portBase + 5),
  });
  return env;
}

/** Runs a command in its own process group, its output prefixed and kept in the log; resolves on exit. */
function launch(command, args, { cwd, env, log, label }) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  const forward = (chunk) => {
    log.write(chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) console.log(`[${label}] ${line}`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const stopGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  return { child, exited, stopGroup };
}

async function runToEnd(command, args, context) {
  const run = launch(command, args, context);
  const timer = setTimeout(() => run.stopGroup('SIGKILL'), Math.max(remaining(), 1000));
  const { code, signal } = await run.exited;
  clearTimeout(timer);
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`);
}

async function answers200(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'travel-fresh-clone-'));
  const clone = join(workDir, 'travel');
  const env = freshEnvironment(workDir);
  const log = createWriteStream(join(workDir, 'output.log'));
  const timings = [];
  console.log(
    `Fresh clone in ${clone} (GOPATH and GOCACHE empty, no ferretdb on the PATH); log in ${workDir}/output.log`,
  );
  try {
    execFileSync('git', ['clone', '--quiet', REPO_ROOT, clone], { stdio: 'inherit' });

    let since = Date.now();
    await runToEnd('npm', ['install'], { cwd: clone, env, log, label: 'npm install' });
    timings.push(['npm install', Date.now() - since]);

    since = Date.now();
    const site = launch('npm', ['start'], { cwd: clone, env, log, label: 'npm start' });
    let exit;
    void site.exited.then((result) => (exit = result));
    const shell = `http://localhost:${env.SHELL_PORT}/`;
    const health = `http://localhost:${env.SHELL_PORT}/api/health`;
    try {
      // No limit of its own: the first start builds FerretDB and every frontend, and says so as it goes.
      while (!((await answers200(shell)) && (await answers200(health)))) {
        if (exit)
          throw new Error(
            `npm start exited (${exit.signal ?? `exit code ${exit.code}`}) before the site answered`,
          );
        if (remaining() <= 0)
          throw new Error(`the site did not answer within ${seconds(limitMs)} overall`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
      }
      timings.push([
        'first npm start (until the page and /api/health answer 200)',
        Date.now() - since,
      ]);
    } finally {
      site.stopGroup('SIGTERM');
      const forced = setTimeout(() => site.stopGroup('SIGKILL'), 10000);
      await site.exited;
      clearTimeout(forced);
    }

    if (options['npm-test']) {
      since = Date.now();
      await runToEnd('npm', ['test'], { cwd: clone, env, log, label: 'npm test' });
      timings.push(['npm test', Date.now() - since]);
    }
    console.log('\nFresh clone: the README commands work.');
  } finally {
    for (const [step, ms] of timings) console.log(`  ${step}: ${seconds(ms)}`);
    console.log(`  total: ${seconds(Date.now() - startedAt)}`);
    log.end();
    if (!options.keep) {
      // Go's module cache is read-only by design.
      execFileSync('chmod', ['-R', 'u+w', workDir]);
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(`Fresh clone check failed: ${error.message}`);
  process.exitCode = 1;
});
