#!/usr/bin/env node
// `npm run prepare:db`: makes sure the API's embedded database (used when MONGODB_URI is unset) can start,
// before anything waits for the API. Quick when already done. In order:
//   1. a FerretDB binary: FERRETDB_BIN, the one this script built (node_modules/.cache/ferretdb/), or a
//      FerretDB 1.x `ferretdb` on the PATH or in Go's bin folder;
//   2. else FerretDB built with Go into node_modules/.cache/ferretdb/ (a few minutes the first time, with
//      progress lines and no time limit);
//   3. else a `mongod` already downloaded by mongodb-memory-server, or downloaded now (one attempt);
//   4. else one sentence saying what to install or set, and exit code 1.
// `--json` prints the outcome as JSON on stdout ({"ferretdb": path} | {"mongod": path} | {"error": text}) and
// progress on stderr: that is how the API asks for its database.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The FerretDB release the project is tested against (its v1 command-line flags are used). */
export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

/**
 * Fixes applied to the release's source before it is built. They change only the SQL FerretDB sends, not what
 * it stores: data written by either build is read by the other.
 *
 * - The `_id` index. The SQLite backend answers a filter of exactly `{_id: value}` with
 *   `WHERE _ferretdb_sjson->'$._id' = ?`, but the unique index it keeps on every collection is on
 *   `_ferretdb_sjson->"_id"`: the same value, written otherwise, so SQLite never uses the index and reads the
 *   whole table for every find, update and delete by `_id` (an update by `_id` of a 2,000-mail outbox: 26 ms,
 *   3 ms with the fix). The fix writes the filter as the index is written.
 * - `_id` with more conditions. Only a filter of `_id` alone is narrowed by `_id`: `{_id, holder}` (a
 *   conditional delete or update, the way claims and tokens are given back without taking another's) reads
 *   the whole table, each document decoded (measured: 0.2 ms per small document). Every handler applies the
 *   whole filter to what the backend returns, so narrowing by an `_id` named once is right whatever else
 *   the filter holds.
 */
const SOURCE_FIXES = [
  {
    file: join('internal', 'backends', 'sqlite', 'metadata', 'metadata.go'),
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: 'IDColumn = DefaultColumn + `->"_id"`',
  },
  {
    file: join('internal', 'backends', 'sqlite', 'collection.go'),
    from: `// that logic should exist in one place
	// TODO https://github.com/FerretDB/FerretDB/issues/3235
	if params.Filter.Len() == 1 {
		v, _ := params.Filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			whereClause`,
    to: `// that logic should exist in one place
	// TODO https://github.com/FerretDB/FerretDB/issues/3235
	if namesIDOnce(params.Filter) {
		v, _ := params.Filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			whereClause`,
    append: `
// namesIDOnce reports whether the filter names _id exactly once, whatever else it holds: the handlers apply
// the whole filter to what Query returns, so narrowing it to that _id is always right.
func namesIDOnce(filter *types.Document) bool {
	n := 0
	for _, key := range filter.Keys() {
		if key == "_id" {
			n++
		}
	}
	return n == 1
}
`,
  },
];

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Inside the project, so the API finds it without Go's bin folder on the PATH; gone with node_modules. Named
 * after the fix too: a build without it, made before, is not taken for this one.
 */
export const LOCAL_FERRETDB = join(
  REPO_ROOT,
  'node_modules',
  '.cache',
  'ferretdb',
  `${FERRETDB_VERSION}-id-pushdown`,
  'ferretdb',
);

/** Applies SOURCE_FIXES to a copy of the source; fails when a text is not there (another release). */
async function applySourceFixes(source) {
  for (const fix of SOURCE_FIXES) {
    const file = join(source, fix.file);
    const text = await readFile(file, 'utf8');
    if (!text.includes(fix.from))
      throw new Error(`${fix.file} no longer holds the text a source fix replaces`);
    await writeFile(file, text.replace(fix.from, fix.to) + (fix.append ?? ''));
  }
}

export const NO_DATABASE_HELP =
  'No database for the API: install Go (https://go.dev/dl/) so FerretDB can be built, or set FERRETDB_BIN ' +
  'to a FerretDB 1.24 binary, or set MONGODB_URI to a running MongoDB (or FerretDB) server.';

const PROGRESS_EVERY_MS = 15000;

export class PrepareError extends Error {}

export function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Runs a command to its end (no time limit), handing each stderr line to onLine; resolves with stdout. */
export function run(command, args, { cwd, env, onLine } = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine?.(line);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolveRun(stdout);
      const detail =
        stdout.match(/"Error": "(.*)"/)?.[1] ?? stderr.trim().split('\n').slice(-3).join(' ');
      reject(
        new Error(
          `${basename(command)} ${args.slice(0, 2).join(' ')} failed: ${detail || `exit code ${code}`}`,
        ),
      );
    });
  });
}

async function ferretDbVersion(binary) {
  try {
    return (await run(binary, ['--version'])).match(/version:\s*(v\S+)/i)?.[1];
  } catch {
    return undefined;
  }
}

async function goBinDir(go, env) {
  try {
    const [gobin, gopath] = (await run(go, ['env', 'GOBIN', 'GOPATH'], { env })).split('\n');
    return gobin || (gopath ? join(gopath.split(delimiter)[0], 'bin') : undefined);
  } catch {
    return join(homedir(), 'go', 'bin');
  }
}

/** A FerretDB binary that is already there, or undefined. */
async function findFerretDb(env, go) {
  if (env.FERRETDB_BIN) {
    if (!existsSync(env.FERRETDB_BIN))
      throw new PrepareError(`FERRETDB_BIN is set to ${env.FERRETDB_BIN}, which does not exist.`);
    return { binary: env.FERRETDB_BIN, from: 'FERRETDB_BIN' };
  }
  if (existsSync(LOCAL_FERRETDB)) return { binary: LOCAL_FERRETDB, from: 'built earlier' };
  const binDir = go ? await goBinDir(go, env) : undefined;
  for (const candidate of [onPath('ferretdb', env), binDir && join(binDir, 'ferretdb')]) {
    if (!candidate || !existsSync(candidate)) continue;
    // FerretDB 2 needs PostgreSQL with DocumentDB and other flags: only a 1.x serves here.
    const version = await ferretDbVersion(candidate);
    if (version?.startsWith('v1.')) return { binary: candidate, from: `found, ${version}` };
  }
  return undefined;
}

export function elapsed(since) {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

export async function makeWritable(dir) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(path);
    else await chmod(path, 0o644);
  }
}

/**
 * `go install module@version` needs the proxy's version list for its deprecation check, which some proxies
 * refuse; building a copy of the exact module version needs only that version. FerretDB then wants its version
 * in build/version/version.txt (normally generated from git). The binary appears under its final name only
 * once complete, so an interrupted build leaves nothing half-made behind.
 */
async function buildFerretDb(go, env, log, { target = LOCAL_FERRETDB } = {}) {
  const started = Date.now();
  log(
    `Building FerretDB ${FERRETDB_VERSION} with Go into ${relative(REPO_ROOT, target)}: first time only, ` +
      'a few minutes with a cold Go cache (progress every 15 s, no time limit)...',
  );
  let stage = 'downloading FerretDB';
  let downloads = 0;
  let compiled = 0;
  let total = 0;
  const heartbeat = setInterval(() => {
    const counts = stage.startsWith('compiling')
      ? ` (${compiled}${total ? `/${total}` : ''} packages)`
      : downloads
        ? ` (${downloads} modules)`
        : '';
    log(`  ... ${stage}${counts}, ${elapsed(started)}`);
  }, PROGRESS_EVERY_MS);
  const countDownloads = (line) => {
    if (line.startsWith('go: downloading')) downloads += 1;
  };
  const work = await mkdtemp(join(tmpdir(), 'ferretdb-build-'));
  const partial = `${target}.${process.pid}.partial`;
  try {
    const info = JSON.parse(
      await run(go, ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
        cwd: work,
        env,
      }),
    );
    const source = join(work, 'src');
    await cp(info.Dir, source, { recursive: true });
    await makeWritable(source);
    await writeFile(join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    await applySourceFixes(source);
    stage = 'downloading its Go modules';
    const packages = await run(go, ['list', '-deps', './cmd/ferretdb'], {
      cwd: source,
      env,
      onLine: countDownloads,
    });
    total = packages.trim().split('\n').length;
    stage = 'compiling';
    await mkdir(dirname(target), { recursive: true });
    // -trimpath: the objects no longer name this run's temporary folder, so Go's build cache serves a later
    // build from another folder (CI's warm-up beside npm ci, then prepare:db) whole.
    await run(go, ['build', '-v', '-trimpath', '-o', partial, './cmd/ferretdb'], {
      cwd: source,
      env,
      onLine: (line) => {
        if (!line.startsWith('go: ')) compiled += 1;
      },
    });
    await rename(partial, target);
    log(`FerretDB ${FERRETDB_VERSION} built in ${elapsed(started)}.`);
    return target;
  } finally {
    clearInterval(heartbeat);
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

function reachable(url, timeoutMs = 5000) {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((done) => {
    const socket = connect({
      host: hostname,
      port: Number(port) || (protocol === 'https:' ? 443 : 80),
    });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** mongodb-memory-server's mongod: the one it cached earlier, else one download attempt, reported in one line. */
async function findOrDownloadMongod(log) {
  let mms;
  try {
    mms = createRequire(join(REPO_ROOT, 'api', 'package.json'))('mongodb-memory-server-core');
  } catch {
    return undefined;
  }
  const options = await mms.DryMongoBinary.generateOptions();
  const cached = await mms.DryMongoBinary.locateBinary(options);
  if (cached) return cached;
  const { MongoBinaryDownloadUrl } = createRequire(join(REPO_ROOT, 'api', 'package.json'))(
    'mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl',
  );
  const url = await new MongoBinaryDownloadUrl(options).getDownloadUrl();
  if (!(await reachable(url))) {
    log(`MongoDB download skipped: ${new URL(url).hostname} cannot be reached (offline?).`);
    return undefined;
  }
  log(`Downloading MongoDB ${options.version} (${url})...`);
  // The library retries three times and prints each failure and a stack trace; one attempt and one line here.
  const saved = {
    retries: process.env.MONGOMS_MAX_RETRIES,
    error: console.error,
    warn: console.warn,
  };
  process.env.MONGOMS_MAX_RETRIES = '1';
  console.error = console.warn = () => undefined;
  try {
    return await mms.MongoBinary.download(options);
  } catch (error) {
    log(
      `MongoDB download failed: ${String(error?.message ?? error)
        .split('\n')
        .join(' ')}`,
    );
    return undefined;
  } finally {
    if (saved.retries === undefined) delete process.env.MONGOMS_MAX_RETRIES;
    else process.env.MONGOMS_MAX_RETRIES = saved.retries;
    console.error = saved.error;
    console.warn = saved.warn;
  }
}

/**
 * What the embedded database will run: { ferretdb: path } or { mongod: path }. Throws PrepareError with a
 * sentence for the user when nothing can serve.
 * @param {{ log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 */
export async function prepareDatabase({ log = console.log, env = process.env } = {}) {
  const go = onPath('go', env);
  const found = await findFerretDb(env, go);
  if (found) return { ferretdb: found.binary, from: found.from };
  let buildError;
  if (go) {
    try {
      return { ferretdb: await buildFerretDb(go, env, log), from: 'built now' };
    } catch (error) {
      buildError = error.message.split('\n')[0];
      log(`FerretDB did not build: ${buildError}`);
    }
  }
  const mongod = await findOrDownloadMongod(log);
  if (mongod) return { mongod, from: 'mongodb-memory-server' };
  throw new PrepareError(
    buildError
      ? `No database for the API: FerretDB did not build with Go (${buildError}). Make that build work (Go ` +
          'reaches its module proxy once), or set FERRETDB_BIN to a FerretDB 1.24 binary, or set MONGODB_URI to ' +
          'a running MongoDB (or FerretDB) server.'
      : NO_DATABASE_HELP,
  );
}

/**
 * `--warm-go-cache` (here and in prepare-stripe-mock.mjs): builds into a throwaway folder, for Go's module and
 * build caches only. It needs nothing npm installs, so CI runs it beside `npm ci` (which empties
 * node_modules, where the real build goes): the prepare command then only links.
 * @param {(go: string, target: string) => Promise<unknown>} build
 */
export async function warmGoCache(build, log = console.log) {
  const go = onPath('go', process.env);
  if (!go) return log('No Go on the PATH: nothing to warm.');
  const scratch = await mkdtemp(join(tmpdir(), 'go-warm-'));
  try {
    await build(go, join(scratch, 'binary'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--warm-go-cache'))
    return warmGoCache((go, target) => buildFerretDb(go, process.env, console.log, { target }));
  const json = process.argv.includes('--json');
  // With --json, stdout carries only the outcome.
  const log = json ? (line) => process.stderr.write(`${line}\n`) : (line) => console.log(line);
  if (process.env.MONGODB_URI && !json) {
    log('Database: MONGODB_URI is set, so the API uses that server; nothing to prepare.');
    return;
  }
  try {
    const outcome = await prepareDatabase({ log });
    if (json) process.stdout.write(`${JSON.stringify(outcome)}\n`);
    else
      log(
        `Database: ${outcome.ferretdb ? `FerretDB ${outcome.ferretdb}` : `MongoDB ${outcome.mongod}`} (${outcome.from}).`,
      );
  } catch (error) {
    if (!(error instanceof PrepareError)) throw error;
    if (json) process.stdout.write(`${JSON.stringify({ error: error.message })}\n`);
    else console.error(error.message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
