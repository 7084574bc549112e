// `BENCH_HISTORY=<n> npm run bench -w api`: does the product carry a season of history? The same measures on two
// databases in one run, each with its own API process: an empty one (demo content only) and one holding the
// season history.mjs writes for n past tour bookings. Both columns are printed side by side and written into
// bench/README.md (not with BENCH_API_MAIN, which runs another build).
//
// Measured per database: tour bookings/s at 20 clients (and p99), the database commands each booking costs
// (counted on the wire by wire-counter.mjs, between the API and the database), and the p50 of BENCH_SAMPLES
// requests (default 7) of: tour availability for a day not read before, offer availability for a window not
// read before, the admin's tour and stay bookings (page 1), statistics and audit trail (page 1).
//
// With MONGODB_URI set, both databases are fresh databases of that server (dropped afterwards); unset, each is
// an embedded database of its own in a temporary folder, as `npm start` runs it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
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
import { readTemplates, writeHistory } from './history.mjs';
import { childPids, cpuLine, meterCpu } from './cpu-meter.mjs';
import {
  commandMix,
  countingCommands,
  shapeMix,
  startWireCounter,
  throughProxy,
} from './wire-counter.mjs';

const require = createRequire(import.meta.url);
const mongoose = require('mongoose');
const benchDir = dirname(fileURLToPath(import.meta.url));

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7);
const BOOKING_CLIENTS = 20;
const README = join(benchDir, 'README.md');
const START = '<!-- history:start -->';
const END = '<!-- history:end -->';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-password-2026' };
const DAY_MS = 86_400_000;
const day = (offset) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A database for one column: { uri, drop?, stop }. */
async function openDatabase(label) {
  const shared = process.env.MONGODB_URI;
  if (shared) {
    const url = new URL(shared);
    url.pathname = `/bench_${label}_${process.pid}`;
    const uri = url.toString();
    const drop = async () => {
      const connection = await mongoose.createConnection(uri).asPromise();
      await connection.db.dropDatabase();
      // And the day partitions' databases (the API's partitionsDatabase and monthDatabase).
      const { databases } = await connection.db.admin().listDatabases({ nameOnly: true });
      for (const { name } of databases) {
        if (name.startsWith(`${connection.db.databaseName}_days`)) {
          await connection.db.client.db(name).dropDatabase();
        }
      }
      await connection.close();
    };
    return { uri, stop: drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `travel-bench-${label}-`));
  const database = await startEmbeddedDatabase(dataDir, () => undefined);
  return {
    uri: database.uri,
    stop: async () => {
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function request(base, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** A tour booking, a stay and an account made through the API: the shapes the season is copied from. */
async function makeTemplates(base) {
  const [destination] = await bookableDestinations(base);
  const tour = await request(base, '/api/booking', {
    body: {
      destinationId: destination._id,
      date: day(2),
      time: destination.tourTimes[0],
      tickets: 2,
      cost: Math.round(destination.CostPerPerson * 2 * 100) / 100,
      name: 'Season template',
      email: 'season-template@example.com',
    },
  });
  const offer = (await request(base, '/api/offer')).data[0];
  const guests = 2;
  const pricePerNight = Math.round(offer.Price * guests * 100) / 100;
  const stay = await request(base, '/api/bookingapartment', {
    body: {
      name: 'Season template',
      email: 'season-stay-template@example.com',
      checkIn: day(3),
      checkOut: day(5),
      guests,
      offerId: offer._id,
      pricePerNight,
      totalCost: pricePerNight * 2,
      costPerPerson: pricePerNight,
    },
  });
  const userEmail = 'season-account-template@example.com';
  await request(base, '/auth/register', {
    body: { username: 'Season account', email: userEmail, password: 'Season-password-2026' },
  });
  return {
    tourReference: tour.data.reference,
    stayReference: stay.data.reference,
    userEmail,
  };
}

/** The admin's first pages, each read as the signed-in admin. */
const ADMIN_READS = {
  tourBookings: '/api/booking?page=1',
  stayBookings: '/api/bookingapartment?page=1',
  stats: '/api/admin/stats',
  audit: '/api/admin/audit?page=1',
};

/** p50 of the given requests, made one after another (each a different URL where the list has several). */
async function p50(base, paths, token) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    await request(base, path, { token });
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

async function measure(base, token, counter, duration, offset, apiPid) {
  const destinations = await bookableDestinations(base);
  const offers = (await request(base, '/api/offer')).data;
  const samples = Array.from({ length: SAMPLES }, (_, i) => i);
  // Days and windows no request of this run asked for before (offset keeps the two columns apart too).
  const reads = {
    tourAvailability: await p50(
      base,
      samples.map(
        (i) =>
          `/api/destination/${destinations[i % destinations.length]._id}/availability?date=${day(40 + offset + i)}`,
      ),
    ),
    offerAvailability: await p50(
      base,
      samples.map(
        (i) =>
          `/api/offer/${offers[i % offers.length]._id}/availability?from=${day(40 + offset + i)}&to=${day(50 + offset + i)}`,
      ),
    ),
  };
  for (const [name, path] of Object.entries(ADMIN_READS)) {
    reads[name] = await p50(
      base,
      samples.map(() => path),
      token,
    );
  }
  const cpu = meterCpu({ api: apiPid, database: childPids('ferretdb')[0] });
  const { result, commands } = await countingCommands(counter, () =>
    load({
      url: `${base}/api/booking`,
      connections: BOOKING_CLIENTS,
      duration,
      booking: { destinations },
    }),
  );
  const booked = statusCount(result, (s) => s === 201);
  const cpuPerBooking = cpuLine(cpu.stop(), booked);
  console.log(
    `Bookings: ${booked}${cpuPerBooking}\n` +
      `Database commands per booking by collection and filter:\n${shapeMix(commands, booked)}`,
  );
  return {
    ...reads,
    duration,
    bookingsPerSecond: booked / duration,
    bookingP99: result.latency.p99,
    booked,
    otherAnswers: statusCount(result, (s) => s !== 201 && s !== 409),
    commandsPerBooking: booked ? commands.total / booked : NaN,
    commandMix: commandMix(commands, booked),
  };
}

/** One column: its own database, counting proxy and API process. */
async function column(label, history, { apiMain, duration, offset }) {
  const database = await openDatabase(label);
  const target = new URL(database.uri);
  const counter = await startWireCounter({ host: target.hostname, port: Number(target.port) });
  const dataDir = mkdtempSync(join(tmpdir(), `travel-bench-api-${label}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi({
    apiMain,
    port,
    uri: throughProxy(database.uri, counter.port),
    dataDir,
    extraEnv: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
    },
  });
  try {
    await waitForHealth(base, api);
    const { token } = await request(base, '/auth/login', { body: ADMIN });
    const templateKeys = await makeTemplates(base);
    let written;
    if (history) {
      const started = Date.now();
      const connection = await mongoose.createConnection(database.uri).asPromise();
      try {
        const templates = await readTemplates(connection.db, templateKeys);
        written = await writeHistory(connection.db, history, templates);
      } finally {
        await connection.close();
      }
      const total = Object.values(written).reduce((sum, n) => sum + n, 0);
      console.log(
        `History written in ${((Date.now() - started) / 1000).toFixed(0)} s: ${total} documents (` +
          Object.entries(written)
            .map(([name, n]) => `${name} ${n}`)
            .join(', ') +
          ')',
      );
    }
    const figures = await measure(base, token, counter, duration, offset, api.pid);
    console.log(`${label}: ${JSON.stringify(figures)}`);
    return { figures, written };
  } finally {
    await stopApi(api);
    await counter.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ROWS = [
  [
    'Tour bookings/s, 20 concurrent clients (p99)',
    // autocannon's latencies count only answers that came within the run.
    (f) =>
      f.booked
        ? `${f.bookingsPerSecond.toFixed(1)} (p99 ${f.bookingP99} ms)`
        : `0 (no booking answered within the ${f.duration} s run)`,
  ],
  [
    'Database commands per booking',
    (f) => (f.booked ? f.commandsPerBooking.toFixed(1) : 'none booked'),
  ],
  ['Tour availability, a day not read before, p50', (f) => `${f.tourAvailability} ms`],
  ['Offer availability, a window not read before, p50', (f) => `${f.offerAvailability} ms`],
  ['Admin tour bookings, page 1, p50', (f) => `${f.tourBookings} ms`],
  ['Admin stay bookings, page 1, p50', (f) => `${f.stayBookings} ms`],
  ['Admin statistics, p50', (f) => `${f.stats} ms`],
  ['Audit trail, page 1, p50', (f) => `${f.audit} ms`],
];

const load3 = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

export async function runHistoryBench({ apiMain, duration }) {
  const n = Number(process.env.BENCH_HISTORY);
  if (!Number.isInteger(n) || n < 1)
    throw new Error('BENCH_HISTORY must be a whole number of tour bookings');
  const loadBefore = load3();
  const busyBefore = Math.max(...loadavg()) > cpus().length;
  const empty = await column('empty', 0, { apiMain, duration, offset: 0 });
  const full = await column('history', n, { apiMain, duration, offset: 20 });
  const loadAfter = load3();
  const busy = busyBefore || Math.max(...loadavg()) > cpus().length;
  const w = full.written;
  const where = process.env.MONGODB_URI
    ? `the server at MONGODB_URI (${new URL(process.env.MONGODB_URI).host})`
    : 'the embedded database `npm start` runs';
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${where}, ${cpus().length} cores ` +
      `(${cpus()[0]?.model.trim()}), Node ${process.version}, ${duration} s booking runs, p50 of ${SAMPLES} ` +
      `requests; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAfter} after` +
      (busy ? ` (above the ${cpus().length} cores: other work shared the machine).` : '.'),
    '',
    `| Measured in one run, same build | Empty history | A season: ${w.tour_bookings} past tour bookings ` +
      `(${w.seat_claims + (w.seat_claims_archive ?? 0)} seat claims), ${w.stay_bookings} past stays ` +
      `(${w.night_claims + (w.night_claims_archive ?? 0)} nights), ` +
      `${w.audit_entries} audit entries, ${w.outbox} sent mails, ${w.users} users |`,
    '|---|---:|---:|',
    ...ROWS.map(([label, cell]) => `| ${label} | ${cell(empty.figures)} | ${cell(full.figures)} |`),
    '',
    `Commands per booking by name (empty / season): ${empty.figures.commandMix} / ${full.figures.commandMix}.`,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (process.env.BENCH_API_MAIN) {
    console.log('(another build: bench/README.md not written)');
    return;
  }
  let readme = '';
  try {
    readme = readFileSync(README, 'utf8');
  } catch {
    // no README: print only
  }
  if (readme.includes(START) && readme.includes(END)) {
    writeFileSync(
      README,
      `${readme.slice(0, readme.indexOf(START) + START.length)}\n${table}\n${readme.slice(readme.indexOf(END))}`,
    );
    console.log(`Figures written to ${README}`);
  }
}
