// What every bench mode shares: the built API in a process of its own with the bench's environment, the
// load generator in another (load.mjs), and the counting of autocannon's answers.
import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const benchDir = dirname(fileURLToPath(import.meta.url));
export const apiDir = resolve(benchDir, '..');
/** The built API's embedded database (`npm run bench` builds first). */
export const { startEmbeddedDatabase, freePort } = require(
  join(apiDir, 'dist/database/embedded-database.js'),
);

/** The booking form's limits that would turn one load generator's run into 429s (the seats still cap each slot). */
export const BENCH_API_ENV = {
  SEED_DEMO_CONTENT: 'true',
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  // One load generator is one client: the per-client booking budget would turn the run into 429s.
  BOOKING_RATE_LIMIT: '1000000000',
  // Nor may the hold limits of one client and one address stop it (the seats still cap each slot).
  HOLD_SEATS_PER_CLIENT: '1000000000',
  HOLD_SEATS_PER_ADDRESS: '1000000000',
  HOLD_SLOT_SHARE_PERCENT: '100',
};

/**
 * Node options for the API process only (`BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=prof'`: a CPU profile
 * of each API the bench starts, written when it stops; NODE_OPTIONS refuses --cpu-prof).
 */
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Starts the API at apiMain on port, on the database at uri; extraEnv is added to the bench's environment. */
export function startApi({ apiMain, port, uri, dataDir, extraEnv = {} }) {
  return spawn(process.execPath, [...API_NODE_ARGS, apiMain], {
    env: {
      ...process.env,
      ...BENCH_API_ENV,
      ...extraEnv,
      PORT: String(port),
      MONGODB_URI: uri,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopApi(api) {
  if (api.exitCode !== null || api.signalCode !== null) return;
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
}

export async function waitForHealth(base, child) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The API did not start within 60 s');
}

/** Sends `message` to a forked helper and resolves with its first answer. */
export function ask(child, message) {
  return new Promise((resolveAnswer, reject) => {
    child.once('message', resolveAnswer);
    child.once('exit', (code) =>
      reject(new Error(`${child.spawnargs.at(-1)} exited with ${code}`)),
    );
    child.send(message);
  });
}

/** One autocannon run in its own process (load.mjs). */
export async function load(settings) {
  const child = fork(join(benchDir, 'load.mjs'), { stdio: 'inherit' });
  const { result, error } = await ask(child, settings);
  if (error) throw new Error(error);
  return result;
}

export function statusCount(result, predicate) {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => predicate(Number(status)))
    .reduce((sum, [, stats]) => sum + stats.count, 0);
}

/** The demo destinations as the booking load needs them. */
export async function bookableDestinations(base) {
  return (await (await fetch(`${base}/api/destination`)).json()).map((d) => ({
    _id: d._id,
    CostPerPerson: d.CostPerPerson,
    tourTimes: d.tourTimes,
  }));
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
