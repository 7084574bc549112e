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
//
// BENCH_HISTORY=<n> runs the history mode instead (history-bench.mjs, bench/README.md): the same measures on an
// empty database and on one holding a season of n past tour bookings and what goes with them, side by side.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOversell } from './oversell.mjs';
import { measureStreams, STREAMS } from './streams.mjs';
import {
  apiDir,
  ask,
  bookableDestinations,
  freePort,
  load,
  median,
  startApi,
  startEmbeddedDatabase,
  statusCount,
  stopApi,
  waitForHealth,
} from './harness.mjs';
import { runHistoryBench } from './history-bench.mjs';
import { childPids, cpuLine, meterCpu } from './cpu-meter.mjs';
import {
  commandMix,
  countingCommands,
  shapeMix,
  startWireCounter,
  throughProxy,
} from './wire-counter.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));

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

async function bareServer(bytes, contentType) {
  const child = fork(join(benchDir, 'bare-server.mjs'), { stdio: 'inherit' });
  const { port } = await ask(child, { body: bytes.toString('base64'), contentType });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.disconnect() };
}

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

async function measureBookings(base, uri, counter) {
  const destinations = await bookableDestinations(base);
  const rows = [];
  for (const connections of BOOKING_CONNECTIONS) {
    const cpu = meterCpu({ api: api.pid, database: childPids('ferretdb')[0] });
    const { result, commands } = await countingCommands(counter, () =>
      load({
        url: `${base}/api/booking`,
        connections,
        duration: DURATION,
        booking: { destinations },
      }),
    );
    const booked = statusCount(result, (s) => s === 201);
    const cpuPerBooking = cpuLine(cpu.stop(), booked);
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
      commandsPerBooking: commands.total / Math.max(1, booked),
    };
    rows.push(row);
    console.log(
      `POST /api/booking x${String(connections).padEnd(4)} ${row.perSecond.toFixed(0)} bookings/s` +
        ` (p50 ${row.p50} ms, p99 ${row.p99} ms) | ${booked} booked, ${refused} sold out (409)` +
        `${other ? ` | ${other} other answers!` : ''} | ${row.commandsPerBooking.toFixed(1)} database ` +
        `commands per booking (${commandMix(commands, booked)})${cpuPerBooking}\n` +
        `Database commands per booking by collection and filter:\n${shapeMix(commands, booked)}`,
    );
  }
  const check = await checkOversell(uri);
  console.log(
    `Database after the booking runs: ${check.bookings} bookings holding ${check.seats} seats, ` +
      `${check.fullSlots} slots full, ${check.oversold} seats oversold, ${check.mismatched} bookings without exactly their seats`,
  );
  return { rows, check };
}

if (process.env.BENCH_HISTORY) {
  // The history mode is a run of its own: the empty and the full database side by side (history-bench.mjs).
  await runHistoryBench({ apiMain: API_MAIN, duration: DURATION });
  process.exit();
}

const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-'));
const database = await startEmbeddedDatabase(dataDir, () => undefined);
// The API reaches the database through a proxy that counts its commands (wire-counter.mjs).
const databaseAddress = new URL(database.uri);
const counter = await startWireCounter({
  host: databaseAddress.hostname,
  port: Number(databaseAddress.port),
});
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = startApi({
  apiMain: API_MAIN,
  port,
  uri: throughProxy(database.uri, counter.port),
  dataDir,
  // The streams all come from this one process.
  extraEnv: { STREAMS_PER_CLIENT: String(STREAMS * 2) },
});

/** Public reads and bookings a second, one run each: the figures the open streams must not lower. */
async function throughput() {
  const destinations = await bookableDestinations(base);
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
  if (!ONLY || ONLY === 'bookings') bookings = await measureBookings(base, database.uri, counter);
  if (!ONLY || ONLY === 'streams') {
    streams = await measureStreams(base, api.pid, throughput);
    console.log(
      `${STREAMS} streams: ${(streams.perStreamBytes / 1024).toFixed(1)} KB each, CPU at rest ` +
        `${(streams.cpuAtRest.without * 100).toFixed(1)}% -> ${(streams.cpuAtRest.with * 100).toFixed(1)}%, ` +
        `booking to event at the last subscriber ${streams.bookingToLastEventMs} ms`,
    );
  }
} finally {
  await stopApi(api);
  await counter.close();
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
      '| Concurrent clients | Bookings/s | p50 / p99 (ms) | Booked | Sold out (409) | Other answers | Oversold seats | Database commands per booking |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...bookings.rows.map(
        (r) =>
          `| ${r.connections} | ${r.perSecond.toFixed(0)} | ${r.p50} / ${r.p99} | ${r.booked} | ${r.refused} | ${r.other} | ${bookings.check.oversold} | ${r.commandsPerBooking.toFixed(1)} |`,
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
