#!/usr/bin/env node
// `npm run prepare:stripe-mock`: builds stripe-mock (Stripe's own mock of its API, a Go program) into
// node_modules/.cache/stripe-mock/ for the payment tests, the way prepare-db.mjs builds FerretDB: the exact
// module version is downloaded and built from a copy (no `go install`, whose version-list check some module
// proxies refuse). Quick when already done. STRIPE_MOCK_BIN points at another binary instead.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elapsed, makeWritable, onPath, REPO_ROOT, run, warmGoCache } from './prepare-db.mjs';

export const STRIPE_MOCK_VERSION = 'v0.203.0';
const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock';
export const LOCAL_STRIPE_MOCK = join(
  REPO_ROOT,
  'node_modules',
  '.cache',
  'stripe-mock',
  STRIPE_MOCK_VERSION,
  'stripe-mock',
);

/** What the payment tests say when there is no stripe-mock to start. */
export const NO_STRIPE_MOCK_HELP =
  'No stripe-mock for the payment tests: run `npm run prepare:stripe-mock` (needs Go, https://go.dev/dl/), ' +
  'or set STRIPE_MOCK_BIN to a stripe-mock binary.';

export class StripeMockError extends Error {}

/** The binary the tests start: STRIPE_MOCK_BIN, else the one this script built, else undefined. */
export function findStripeMock(env = process.env) {
  if (env.STRIPE_MOCK_BIN) return existsSync(env.STRIPE_MOCK_BIN) ? env.STRIPE_MOCK_BIN : undefined;
  return existsSync(LOCAL_STRIPE_MOCK) ? LOCAL_STRIPE_MOCK : undefined;
}

/** The binary appears under its final name only once complete: an interrupted build leaves nothing. */
async function buildStripeMock(go, env, log, { target = LOCAL_STRIPE_MOCK } = {}) {
  const started = Date.now();
  log(
    `Building stripe-mock ${STRIPE_MOCK_VERSION} with Go into ${relative(REPO_ROOT, target)} ` +
      '(first time only)...',
  );
  const work = await mkdtemp(join(tmpdir(), 'stripe-mock-build-'));
  const partial = `${target}.${process.pid}.partial`;
  try {
    const info = JSON.parse(
      await run(go, ['mod', 'download', '-json', `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`], {
        cwd: work,
        env,
      }),
    );
    const source = join(work, 'src');
    await cp(info.Dir, source, { recursive: true });
    await makeWritable(source);
    await mkdir(dirname(target), { recursive: true });
    // The module ships a vendor/modules.txt without the vendored code: build from the module cache.
    // -trimpath: cached objects that do not name this temporary folder serve a later build whole.
    await run(go, ['build', '-mod=mod', '-trimpath', '-o', partial, '.'], { cwd: source, env });
    await rename(partial, target);
    log(`stripe-mock ${STRIPE_MOCK_VERSION} built in ${elapsed(started)}.`);
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** The stripe-mock binary, built now when missing; throws StripeMockError with a sentence otherwise. */
export async function prepareStripeMock({ log = console.log, env = process.env } = {}) {
  if (env.STRIPE_MOCK_BIN && !existsSync(env.STRIPE_MOCK_BIN)) {
    throw new StripeMockError(
      `STRIPE_MOCK_BIN is set to ${env.STRIPE_MOCK_BIN}, which does not exist.`,
    );
  }
  const found = findStripeMock(env);
  if (found) return found;
  const go = onPath('go', env);
  if (!go) throw new StripeMockError(NO_STRIPE_MOCK_HELP);
  try {
    return await buildStripeMock(go, env, log);
  } catch (error) {
    throw new StripeMockError(
      `stripe-mock did not build with Go (${error.message.split('\n')[0]}). ${NO_STRIPE_MOCK_HELP}`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--warm-go-cache')) {
    await warmGoCache((go, target) => buildStripeMock(go, process.env, console.log, { target }));
    process.exit(0);
  }
  // `--find`: what the tests start, as JSON ({"binary": path} | {"error": text}), building nothing.
  if (process.argv.includes('--find')) {
    const binary = findStripeMock();
    process.stdout.write(
      `${JSON.stringify(binary ? { binary } : { error: NO_STRIPE_MOCK_HELP })}\n`,
    );
    process.exit(0);
  }
  try {
    console.log(`stripe-mock: ${await prepareStripeMock()}`);
  } catch (error) {
    if (!(error instanceof StripeMockError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
