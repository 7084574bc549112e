// `npm run bench -w api`: the built API (embedded database, demo content) in its own process, measured by
// autocannon in a second process, against a bare Node http server in a third answering the same bytes
// from memory (so the API/bare ratio compares like with like: one thread each). Then tour bookings
// (POST /api/booking) at 20 and 100 concurrent clients, with the database checked for oversold seats
// afterwards. Prints the figures and writes them into the benchmark block of deploy/README.md's Performance.
//
// Last, the cost of 1,000 open live availability streams (streams.mjs), with reads and bookings side by side.
//
// BENCH_SECONDS sets the length of each run (default 5); BENCH_ONLY=reads, bookings or streams runs one part;
// BENCH_API_MAIN runs another build of the API (for before/after comparisons; README left untouched);
// BENCH_HOT_SHARE sets the share of bookings aimed at the three hot slots (default 0.2).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { checkOversell } from './oversell.mjs';
import { measureStreams, STREAMS } from './streams.mjs';

const require = createRequire(import.meta.url);
const benchDir = dirname(fileURLToPath(import.meta.url));
const apiDir = resolve(benchDir, '..');
const { startEmbeddedDatabase, freePort } = require(
  join(apiDir, 'dist/database/embedded-database.js'),
);

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY;
const API_MAIN = process.env.BENCH_API_MAIN ?? join(apiDir, 'dist/main.js');
const READ_CONNECTIONS = 50;
/** API and bare server runs alternate this many times per endpoint. */
const READ_PAIRS = 3;
const BOOKING_CONNECTIONS = [20, 100];
const README = join(apiDir, '..', 'deploy', 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

async function waitForHealth(base, child) {
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
function ask(child, message) {
  return new Promise((resolveAnswer, reject) => {
    child.once('message', resolveAnswer);
    child.once('exit', (code) =>
      reject(new Error(`${child.spawnargs.at(-1)} exited with ${code}`)),
    );
    child.send(message);
  });
}

async function load(settings) {
  const child = fork(join(benchDir, 'load.mjs'), { stdio: 'inherit' });
  const { result, error } = await ask(child, settings);
  if (error) throw new Error(error);
  return result;
}

async function bareServer(bytes, contentType) {
  const child = fork(join(benchDir, 'bare-server.mjs'), { stdio: 'inherit' });
  const { port } = await ask(child, { body: bytes.toString('base64'), contentType });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.disconnect() };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One figure from several runs of the same length: mean requests/s, median latencies. */
function combine(results) {
  return {
    requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
    latency: {
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
    },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function statusCount(result, predicate) {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => predicate(Number(status)))
    .reduce((sum, [, stats]) => sum + stats.count, 0);
}

async function measureReads(base) {
  const destinations = await (await fetch(`${base}/api/destination`)).json();
  if (!destinations.length) throw new Error('No demo content: the database was not empty?');
  const paths = [
    '/api/destination',
    '/api/offer',
    '/api/Blog?page=1',
    `${destinations[0].image}?w=480`,
  ];
  const rows = [];
  for (const path of paths) {
    const sample = await fetch(`${base}${path}`);
    const bytes = Buffer.from(await sample.arrayBuffer());
    const bare = await bareServer(
      bytes,
      sample.headers.get('content-type') ?? 'application/octet-stream',
    );
    // Alternating short runs, so that a burst of other work on the machine falls on both sides alike.
    const runs = { api: [], bare: [] };
    for (let pair = 0; pair < READ_PAIRS; pair++) {
      const duration = Math.max(1, Math.round(DURATION / READ_PAIRS));
      runs.api.push(await load({ url: `${base}${path}`, connections: READ_CONNECTIONS, duration }));
      runs.bare.push(await load({ url: bare.url, connections: READ_CONNECTIONS, duration }));
    }
    const api = combine(runs.api);
    const bareResult = combine(runs.bare);
    bare.stop();
    const row = {
      path: path.replace(/[0-9a-f]{24}/, '{id}'),
      bytes: bytes.length,
      api,
      bare: bareResult,
      ratio: api.requests.average / bareResult.requests.average,
    };
    rows.push(row);
    console.log(
      `${row.path.padEnd(28)} API ${Math.round(api.requests.average)} req/s (p50 ${api.latency.p50} ms, p99 ${api.latency.p99} ms)` +
        ` | bare ${Math.round(bareResult.requests.average)} req/s (p50 ${bareResult.latency.p50} ms, p99 ${bareResult.latency.p99} ms)` +
        ` | ratio ${row.ratio.toFixed(2)}${api.non2xx ? ` | ${api.non2xx} non-2xx!` : ''}`,
    );
  }
  return rows;
}

async function measureBookings(base, uri) {
  const destinations = (await (await fetch(`${base}/api/destination`)).json()).map((d) => ({
    _id: d._id,
    CostPerPerson: d.CostPerPerson,
    tourTimes: d.tourTimes,
  }));
  const rows = [];
  for (const connections of BOOKING_CONNECTIONS) {
    const result = await load({
      url: `${base}/api/booking`,
      connections,
      duration: DURATION,
      booking: { destinations },
    });
    const booked = statusCount(result, (s) => s === 201);
    const refused = statusCount(result, (s) => s === 409);
    const other = statusCount(result, (s) => s !== 201 && s !== 409);
    const limited = statusCount(result, (s) => s === 429);
    if (limited) {
      console.warn(
        `${limited} bookings answered 429: a per-client rate limit cut this run short; raise BOOKING_RATE_LIMIT in the API's environment above`,
      );
    }
    const row = {
      connections,
      perSecond: booked / DURATION,
      p50: result.latency.p50,
      p99: result.latency.p99,
      booked,
      refused,
      other,
    };
    rows.push(row);
    console.log(
      `POST /api/booking x${String(connections).padEnd(4)} ${row.perSecond.toFixed(0)} bookings/s` +
        ` (p50 ${row.p50} ms, p99 ${row.p99} ms) | ${booked} booked, ${refused} sold out (409)` +
        `${other ? ` | ${other} other answers!` : ''}`,
    );
  }
  const check = await checkOversell(uri);
  console.log(
    `Database after the booking runs: ${check.bookings} bookings holding ${check.seats} seats, ` +
      `${check.fullSlots} slots full, ${check.oversold} seats oversold, ${check.mismatched} bookings without exactly their seats`,
  );
  return { rows, check };
}

const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-'));
const database = await startEmbeddedDatabase(dataDir, () => undefined);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, [API_MAIN], {
  env: {
    ...process.env,
    PORT: String(port),
    MONGODB_URI: database.uri,
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    // One load generator is one client: the per-client booking budget would turn the run into 429s.
    BOOKING_RATE_LIMIT: '1000000000',
    // Nor may the hold limits of one client and one address stop it (the seats still cap each slot).
    HOLD_SEATS_PER_CLIENT: '1000000000',
    HOLD_SEATS_PER_ADDRESS: '1000000000',
    HOLD_SLOT_SHARE_PERCENT: '100',
    // The streams all come from this one process.
    STREAMS_PER_CLIENT: String(STREAMS * 2),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Public reads and bookings a second, one run each: the figures the open streams must not lower. */
async function throughput() {
  const destinations = (await (await fetch(`${base}/api/destination`)).json()).map((d) => ({
    _id: d._id,
    CostPerPerson: d.CostPerPerson,
    tourTimes: d.tourTimes,
  }));
  const read = await load({
    url: `${base}/api/destination`,
    connections: READ_CONNECTIONS,
    duration: DURATION,
  });
  const booking = await load({
    url: `${base}/api/booking`,
    connections: BOOKING_CONNECTIONS[0],
    duration: DURATION,
    booking: { destinations },
  });
  return {
    reads: read.requests.average,
    bookings: statusCount(booking, (s) => s === 201) / DURATION,
    bookingP99: booking.latency.p99,
  };
}

let reads = [];
let bookings;
let streams;
try {
  await waitForHealth(base, api);
  if (!ONLY || ONLY === 'reads') reads = await measureReads(base);
  if (!ONLY || ONLY === 'bookings') bookings = await measureBookings(base, database.uri);
  if (!ONLY || ONLY === 'streams') {
    streams = await measureStreams(base, api.pid, throughput);
    console.log(
      `${STREAMS} streams: ${(streams.perStreamBytes / 1024).toFixed(1)} KB each, CPU at rest ` +
        `${(streams.cpuAtRest.without * 100).toFixed(1)}% -> ${(streams.cpuAtRest.with * 100).toFixed(1)}%, ` +
        `booking to event at the last subscriber ${streams.bookingToLastEventMs} ms`,
    );
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const readTable = [
  `autocannon ${READ_CONNECTIONS} connections, ${READ_PAIRS} alternating runs of ${Math.max(1, Math.round(DURATION / READ_PAIRS))} s on each side per endpoint;`,
  'the API, the bare server and autocannon each in a process of its own (mean req/s, median latencies).',
  '',
  '| Endpoint | Bytes | API req/s | API p50 / p99 (ms) | Bare req/s | Bare p50 / p99 (ms) | API / bare |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...reads.map(
    (r) =>
      `| \`GET ${r.path}\` | ${r.bytes} | ${Math.round(r.api.requests.average)} | ${r.api.latency.p50} / ${r.api.latency.p99} | ` +
      `${Math.round(r.bare.requests.average)} | ${r.bare.latency.p50} / ${r.bare.latency.p99} | ${r.ratio.toFixed(2)} |`,
  ),
];
const bookingTable = bookings
  ? [
      `\`POST /api/booking\`, ${DURATION} s per row: 1 to 3 tickets, one request in five on three hot slots (20 seats each).`,
      '',
      '| Concurrent clients | Bookings/s | p50 / p99 (ms) | Booked | Sold out (409) | Other answers | Oversold seats |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      ...bookings.rows.map(
        (r) =>
          `| ${r.connections} | ${r.perSecond.toFixed(0)} | ${r.p50} / ${r.p99} | ${r.booked} | ${r.refused} | ${r.other} | ${bookings.check.oversold} |`,
      ),
      '',
      `Oversold seats are counted in the database after both rows (${bookings.check.bookings} bookings, ` +
        `${bookings.check.fullSlots} slots sold out, ${bookings.check.mismatched} bookings not holding exactly their seats).`,
    ]
  : [];
const pct = (share) => `${(share * 100).toFixed(1)}%`;
const streamTable = streams
  ? [
      `${STREAMS} open live availability streams on one destination's day, held by one client process: memory ` +
        `${(streams.perStreamBytes / 1024).toFixed(1)} KB per stream (API RSS), CPU at rest ${pct(streams.cpuAtRest.without)} ` +
        `without and ${pct(streams.cpuAtRest.with)} with them (heartbeats only), ${streams.bookingToLastEventMs} ms from a ` +
        `booking to its event at the ${STREAMS}th subscriber (median of 3).`,
      '',
      `| ${DURATION} s runs | \`GET /api/destination\` req/s | Bookings/s (20 clients) | Bookings p99 (ms) |`,
      '|---|---:|---:|---:|',
      ...[
        ['No streams open', streams.without],
        [`${STREAMS} streams open`, streams.withStreams],
      ].map(
        ([label, r]) =>
          `| ${label} | ${Math.round(r.reads)} | ${r.bookings.toFixed(0)} | ${r.bookingP99} |`,
      ),
    ]
  : [];
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}.`,
  '',
  ...(reads.length ? [...readTable, ''] : []),
  ...bookingTable,
  ...(streams ? ['', ...streamTable] : []),
].join('\n');

let readme = '';
try {
  readme = readFileSync(README, 'utf8');
} catch {
  // no README: print only
}
if (process.env.BENCH_API_MAIN || ONLY) {
  console.log(`\n${table}\n\n(partial or other build: README.md not written)`);
} else if (readme.includes(START) && readme.includes(END)) {
  readme =
    readme.slice(0, readme.indexOf(START) + START.length) +
    '\n' +
    table +
    '\n' +
    readme.slice(readme.indexOf(END));
  writeFileSync(README, readme);
  console.log(`\nFigures written to ${README}`);
} else {
  console.log(`\n${table}\n\n(README.md has no ${START} section: figures not written)`);
}
