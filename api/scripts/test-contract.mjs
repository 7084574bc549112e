#!/usr/bin/env node
// `npm run test:contract -w api`: the API's suites below, run through Stoplight Prism's validating proxy on
// openapi.json (API_CONTRACT=1, test/utils/contract-proxy.ts); the run fails on any response that differs
// from the document. Arguments go on to jest. `npm test` at the root runs these suites this way only, and
// the others without the proxy, so the check costs Prism's time and no suite twice.
//
// Left out, and why: bad-bodies, fuzz and fuzz-catalog send hostile bodies (deeply nested JSON stops
// Prism); admin-routes sends GETs with a body, which Prism answers 501 itself; health and sessions are about
// the platform (CORS headers and malformed JSON, which Prism answers itself; a database outage, 503 on
// every route); media serves images, which Prism cannot carry; tour-time-operations crashes a run halfway on
// purpose (500); response-cache-bounds floods the API to measure its memory; waitlist's race test sends 100
// requests at once within a 30 s bound that Prism's checks pushed past on a loaded machine; abuse-limits,
// catalog-cache, availability-stream* and redis-rate-limit are about limits, caches and streams rather than
// shapes; embedded-database, seed and admin-bootstrap start databases of their own; openapi-contract checks
// the document itself.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareStripeMock } from './prepare-stripe-mock.mjs';

export const CONTRACT_SUITES = [
  'auth',
  'availability',
  'booking-lifecycle',
  'catalog',
  'contact',
  'guest-limit',
  'inventory',
  'mail-outbox',
  'my-bookings',
  'payments',
  'search',
  'seo',
  'stats',
  'stays',
  'tour-bookings',
  'undo-restore',
  'audit',
];

/** Jest path patterns of the suites, each matching its file alone. */
export const contractSuitePatterns = () =>
  CONTRACT_SUITES.map((name) => `test/${name}\\.e2e-spec\\.ts$`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await prepareStripeMock();
  } catch (error) {
    // As `npm test`: the payment tests say what is missing.
    console.log(`stripe-mock not ready: ${error.message}`);
  }
  const api = join(dirname(fileURLToPath(import.meta.url)), '..');
  const jest = spawn(
    'npx',
    ['jest', '--config', 'jest.config.js', ...process.argv.slice(2), ...contractSuitePatterns()],
    { cwd: api, stdio: 'inherit', env: { ...process.env, API_CONTRACT: '1' } },
  );
  jest.once('exit', (code) => (process.exitCode = code ?? 1));
}
