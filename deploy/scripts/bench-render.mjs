#!/usr/bin/env node
// The render server's throughput on a tour page: rendered pages per second and p99, with its page cache off
// (every request renders: API read, React render, HTML assembly) and on (a kept page), against a bare Node
// server answering the same bytes from memory, each in a process of its own, as the API's bench does.
// Starts the site on its own ports (BENCH_PORT_BASE, default 38090) with a throwaway data folder.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMissing, REPO_ROOT, startRenderServer, startSite } from './site.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 38090);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const benchDir = join(REPO_ROOT, 'api', 'bench');

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

async function load(url) {
  const child = fork(join(benchDir, 'load.mjs'), { stdio: 'inherit' });
  const { result, error } = await ask(child, { url, connections: CONNECTIONS, duration: DURATION });
  if (error) throw new Error(error);
  return result;
}

async function bareServer(bytes) {
  const child = fork(join(benchDir, 'bare-server.mjs'), { stdio: 'inherit' });
  const { port } = await ask(child, {
    body: bytes.toString('base64'),
    contentType: 'text/html; charset=utf-8',
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.disconnect() };
}

const ports = {
  api: BASE,
  shell: BASE + 1,
  catalog: BASE + 2,
  booking: BASE + 3,
  blog: BASE + 4,
  admin: BASE + 5,
  render: BASE + 7,
};
await buildMissing();
const dataDir = await mkdtemp(join(tmpdir(), 'travel-bench-render-'));
const site = await startSite({ ports, dataDir, onApiLine: () => {}, onRenderLine: () => {} });
const uncached = await startRenderServer({
  port: BASE + 8,
  apiUrl: site.urls.api,
  remotesUrl: `${site.urls.shell}/remotes.json`,
  env: { PAGE_CACHE_SECONDS: '0' },
});
try {
  const [tour] = await (await fetch(`${site.urls.api}/api/destination`)).json();
  const path = `/TourPage/${tour._id}`;
  const sample = await fetch(`${site.render.url}${path}`);
  const bytes = Buffer.from(await sample.arrayBuffer());
  if (!/^server/.test(sample.headers.get('x-render') ?? '')) {
    throw new Error(
      `the tour page was not rendered on the server: ${sample.headers.get('x-render')}`,
    );
  }
  const bare = await bareServer(bytes);
  const rows = [
    ['render server, cache off', await load(`${uncached.url}${path}`)],
    ['render server, cache on', await load(`${site.render.url}${path}`)],
    ['bare server, same bytes', await load(bare.url)],
  ];
  bare.stop();
  const ceiling = rows[2][1].requests.average;
  console.log(
    `\nGET /TourPage/{id}: ${bytes.length} bytes of HTML, ${CONNECTIONS} connections, ${DURATION} s each\n`,
  );
  console.log('| Server | pages/s | p50 | p99 | of bare |');
  console.log('|---|---|---|---|---|');
  for (const [name, result] of rows) {
    const rate = result.requests.average;
    const errors = result.non2xx + result.errors;
    console.log(
      `| ${name} | ${Math.round(rate)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ` +
        `${(rate / ceiling).toFixed(2)}${errors ? ` (${errors} failed!)` : ''} |`,
    );
  }
} finally {
  await uncached.stop();
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}
