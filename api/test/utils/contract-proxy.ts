import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

// With API_CONTRACT=1 the suites' requests go through Stoplight's Prism in proxy mode, which checks each
// request and each response against api/openapi.json. One Prism serves the whole run (it takes seconds to
// start); each test app listens on a port of its own, named in a header that a small router in front of the
// apps reads. Prism runs without --errors: that flag answers a request outside the document with a 422 of
// its own, and the suites send bad input on purpose to see the API's 400. Its log is read instead, and the
// run fails on any response that differs from the document.

export const UPSTREAM_HEADER = 'x-contract-upstream';
const PRISM_CLI = join(
  require.resolve('@stoplight/prism-cli/package.json'),
  '..',
  'dist',
  'index.js',
);
const OPENAPI = join(__dirname, '..', '..', 'openapi.json');

export interface ContractReport {
  requests: number;
  /** Responses that differ from the document (and Prism stopping midway), one line each. */
  violations: string[];
  /** Requests outside the document: the suites send many on purpose; counted, not failed. */
  requestViolations: string[];
  /** Requests to paths the document does not have: the sitemap and docs, and routes tested to not exist. */
  undocumented: string[];
  /** Requests sent around Prism (file uploads, conditional reads). */
  around: number;
}

export interface ContractProxy {
  url: string;
  stop(): Promise<ContractReport>;
}

/** Passes a request on to the local port `portOf` picks for it, and its answer back. */
function startRelay(portOf: (incoming: IncomingMessage) => number): Promise<Server> {
  const relay = createServer((incoming, outgoing) => {
    const port = portOf(incoming);
    if (!port) {
      outgoing.writeHead(502).end(`no ${UPSTREAM_HEADER} header`);
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => relay.listen(0, '127.0.0.1', () => resolve(relay)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;
const appPort = (incoming: IncomingMessage) => Number(incoming.headers[UPSTREAM_HEADER]);
/**
 * What Prism cannot carry, sent around it: file uploads (it re-encodes a multipart body it forwards and the
 * files arrive broken) and conditional reads (it answers the API's 304 with a 500 of its own).
 */
const goesAround = (incoming: IncomingMessage) =>
  /^multipart\//.test(incoming.headers['content-type'] ?? '') ||
  'if-none-match' in incoming.headers ||
  'if-modified-since' in incoming.headers;

/** Reads Prism's log: which request each line is about, and the violations it found. */
function readLog(prism: ChildProcess): ContractReport {
  const report: ContractReport = {
    requests: 0,
    violations: [],
    requestViolations: [],
    undocumented: [],
    around: 0,
  };
  let current = '';
  let buffered = '';
  prism.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex -- the log is coloured
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
      const received = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/.exec(plain);
      if (received) {
        report.requests++;
        current = `${received[1]?.toUpperCase()} ${received[2]}`;
        continue;
      }
      const status = /The upstream call to .* has returned (\d+)/.exec(plain)?.[1];
      if (status) {
        current = `${current.split(' -> ')[0]} -> ${status}`;
        continue;
      }
      const message = /Violation: (.*)$/.exec(plain)?.[1];
      if (!message) continue;
      if (/Selected route not found/.test(message)) report.undocumented.push(current);
      else if (/^request\b/.test(message)) report.requestViolations.push(`${current}: ${message}`);
      else report.violations.push(`${current}: ${message}`);
    }
  });
  return report;
}

/**
 * Starts the router and Prism in front of it; resolves once Prism listens. `document` is the OpenAPI
 * document Prism checks against (api/openapi.json unless another is named: the OCTO specification's).
 */
export async function startContractProxy(document = OPENAPI): Promise<ContractProxy> {
  // Behind Prism: on to the test app the header names.
  const back = await startRelay(appPort);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const prismPort = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  let around = 0;
  // In front of Prism: what it cannot carry goes around it, straight to the app, and is counted.
  const front = await startRelay((incoming) =>
    goesAround(incoming) ? (around++, appPort(incoming)) : prismPort,
  );
  const prism = spawn(
    process.execPath,
    [
      PRISM_CLI,
      'proxy',
      document,
      `http://127.0.0.1:${portOf(back)}`,
      '--host',
      '127.0.0.1',
      '--port',
      String(prismPort),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const report = readLog(prism);
  let stopping = false;
  // Should Prism stop in the middle of a run, every later request fails; this says why.
  prism.once('exit', (code, signal) => {
    if (!stopping)
      report.violations.push(`Prism stopped (${code ?? signal}) in the middle of the run`);
  });
  let started = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${started}`)), 60000);
    const listening = (chunk: Buffer) => {
      started += chunk.toString();
      if (!started.includes('Prism is listening')) return;
      clearTimeout(timer);
      prism.stdout?.off('data', listening);
      resolve();
    };
    prism.stdout?.on('data', listening);
    prism.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${started}`)));
  });
  // Drained, so that Prism never waits on a full pipe; shown should it stop.
  let errors = '';
  prism.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  prism.once('exit', () => {
    if (!stopping && errors) report.violations.push(`Prism's last words: ${errors}`);
  });
  return {
    url: `http://127.0.0.1:${portOf(front)}`,
    async stop() {
      stopping = true;
      prism.kill();
      if (prism.exitCode === null) await once(prism, 'exit');
      await Promise.all(
        [front, back].map((server) => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        }),
      );
      return { ...report, around };
    },
  };
}

/** Prints what the proxy checked and found; throws (failing the run) on any violation. */
export function reportContract(report: ContractReport): void {
  const { requests, violations, requestViolations, undocumented, around } = report;
  const paths = new Set(
    undocumented.map((line) => line.split(' ')[1]?.replace(/[0-9a-f]{24}/g, '{id}')),
  );
  console.log(
    `\nAPI contract (Prism proxy on openapi.json): ${requests} requests checked, ${violations.length}` +
      ` violations. Not counted: ${requestViolations.length} requests outside the document (bad input` +
      ` sent on purpose), ${undocumented.length} to paths it does not have (${[...paths].join(', ')}),` +
      ` ${around} file uploads and conditional reads sent around Prism (it cannot carry them)`,
  );
  if (process.env.API_CONTRACT_VERBOSE) console.log(requestViolations.join('\n'));
  const distinct = [...new Set(violations)];
  if (distinct.length)
    throw new Error(`Responses that differ from openapi.json:\n${distinct.join('\n')}`);
}

/**
 * Under API_CONTRACT_PROXY_URL (set by the global setup): the app listens on a port of its own, and the
 * returned client sends every request through the proxy to it. Otherwise undefined.
 */
export async function contractClient(app: INestApplication): Promise<TestAgent | undefined> {
  const proxy = process.env.API_CONTRACT_PROXY_URL;
  if (!proxy) return undefined;
  await app.listen(0, '127.0.0.1');
  const port = String(((app.getHttpServer() as Server).address() as AddressInfo).port);
  const target = request(proxy);
  const methods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
  const client = Object.fromEntries(
    methods.map((method) => [
      method,
      (path: string) => target[method](path).set(UPSTREAM_HEADER, port),
    ]),
  );
  return { ...client, del: client.delete } as unknown as TestAgent;
}
