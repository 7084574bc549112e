// `npm run bench -w api`: the built API (embedded database, demo content) against a bare Node http server
// answering the same bytes from memory, with autocannon at 50 connections. Prints requests/s, p50/p99
// latency and the API/bare ratio per endpoint, and writes the table into the README's benchmark section.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { startEmbeddedDatabase, freePort } = require(
  join(apiDir, 'dist/database/embedded-database.js'),
);

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const README = join(apiDir, 'README.md');
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

function run(url) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

function bareServer(bytes, contentType) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': bytes.length });
    res.end(bytes);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

const dataDir = mkdtempSync(join(tmpdir(), 'travel-bench-'));
const database = await startEmbeddedDatabase(dataDir, () => undefined);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, [join(apiDir, 'dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    MONGODB_URI: database.uri,
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rows = [];
try {
  await waitForHealth(base, api);
  const destinations = await (await fetch(`${base}/api/destination`)).json();
  if (!destinations.length) throw new Error('No demo content: the database was not empty?');
  const paths = [
    '/api/destination',
    '/api/offer',
    '/api/Blog?page=1',
    `${destinations[0].image}?w=480`,
  ];

  for (const path of paths) {
    const sample = await fetch(`${base}${path}`);
    const bytes = Buffer.from(await sample.arrayBuffer());
    const bare = await bareServer(
      bytes,
      sample.headers.get('content-type') ?? 'application/octet-stream',
    );
    const apiResult = await run(`${base}${path}`);
    const bareResult = await run(`http://127.0.0.1:${bare.address().port}/`);
    bare.close();
    const row = {
      path: path.replace(/[0-9a-f]{24}/, '{id}'),
      bytes: bytes.length,
      api: apiResult,
      bare: bareResult,
      ratio: apiResult.requests.average / bareResult.requests.average,
    };
    rows.push(row);
    console.log(
      `${row.path.padEnd(28)} API ${Math.round(row.api.requests.average)} req/s (p50 ${row.api.latency.p50} ms, p99 ${row.api.latency.p99} ms)` +
        ` | bare ${Math.round(row.bare.requests.average)} req/s (p50 ${row.bare.latency.p50} ms, p99 ${row.bare.latency.p99} ms)` +
        ` | ratio ${row.ratio.toFixed(2)}${row.api.non2xx ? ` | ${row.api.non2xx} non-2xx!` : ''}`,
    );
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version},`,
  `autocannon ${CONNECTIONS} connections x ${DURATION} s per endpoint, API and bare server on the same machine.`,
  '',
  '| Endpoint | Bytes | API req/s | API p50 / p99 (ms) | Bare req/s | Bare p50 / p99 (ms) | API / bare |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| \`GET ${r.path}\` | ${r.bytes} | ${Math.round(r.api.requests.average)} | ${r.api.latency.p50} / ${r.api.latency.p99} | ` +
      `${Math.round(r.bare.requests.average)} | ${r.bare.latency.p50} / ${r.bare.latency.p99} | ${r.ratio.toFixed(2)} |`,
  ),
].join('\n');

let readme;
try {
  readme = readFileSync(README, 'utf8');
} catch {
  readme = '';
}
if (readme.includes(START) && readme.includes(END)) {
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
