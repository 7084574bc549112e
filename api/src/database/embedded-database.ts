import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The FerretDB release the project is tested against (toolchain.md). */
export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

export interface EmbeddedDatabase {
  uri: string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

export class NoDatabaseError extends Error {
  constructor() {
    super(
      'No database is available: set MONGODB_URI to a MongoDB connection string ' +
        '(for example MONGODB_URI=mongodb://127.0.0.1:27017/travel), or install Go so FerretDB can be built.',
    );
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function goBinDir(): string | undefined {
  const go = onPath('go');
  if (!go) return undefined;
  try {
    const gobin = execFileSync(go, ['env', 'GOBIN'], { encoding: 'utf8' }).trim();
    const gopath = execFileSync(go, ['env', 'GOPATH'], { encoding: 'utf8' }).trim().split(delimiter)[0];
    return gobin || (gopath ? join(gopath, 'bin') : join(homedir(), 'go', 'bin'));
  } catch {
    return join(homedir(), 'go', 'bin');
  }
}

export function findFerretDb(): string | undefined {
  const fromEnv = process.env.FERRETDB_BIN;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = onPath('ferretdb');
  if (found) return found;
  const binDir = goBinDir();
  const inGoBin = binDir ? join(binDir, 'ferretdb') : undefined;
  return inGoBin && existsSync(inGoBin) ? inGoBin : undefined;
}

/**
 * `go install module@version` needs the proxy's version list for its deprecation check, which some proxies
 * refuse. Building a copy of the downloaded module needs only that exact version; FerretDB then wants its
 * version written into build/version/version.txt (normally generated from git).
 */
export function buildFerretDb(log: Log): string | undefined {
  const go = onPath('go');
  const binDir = goBinDir();
  if (!go || !binDir) return undefined;
  log(`Building FerretDB ${FERRETDB_VERSION} with Go (first start only, about a minute)...`);
  const target = join(binDir, 'ferretdb');
  const workDir = mkdtempSync(join(tmpdir(), 'ferretdb-build-'));
  try {
    const info = JSON.parse(
      execFileSync(go, ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { encoding: 'utf8' }),
    ) as { Dir?: string };
    if (!info.Dir) return undefined;
    cpSync(info.Dir, workDir, { recursive: true });
    execFileSync('chmod', ['-R', 'u+w', workDir]);
    writeFileSync(join(workDir, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    mkdirSync(binDir, { recursive: true });
    execFileSync(go, ['build', '-o', target, './cmd/ferretdb'], { cwd: workDir, stdio: 'pipe' });
    return existsSync(target) ? target : undefined;
  } catch {
    return undefined;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited with code ${child.exitCode}`);
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`FerretDB did not listen on port ${port} within ${timeoutMs} ms`);
}

export async function startFerretDb(binary: string, dataDir: string): Promise<EmbeddedDatabase> {
  const dir = join(dataDir, 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=127.0.0.1:0',
      `--state-dir=${dir}`,
      '--telemetry=disable',
      '--log-level=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  await waitForPort(port, child, 20000);
  return {
    uri: `mongodb://127.0.0.1:${port}/travel`,
    stop: () =>
      new Promise<void>((done) => {
        process.removeListener('exit', killChild);
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function startMemoryServer(dataDir: string): Promise<EmbeddedDatabase> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = join(dataDir, 'mongodb');
  mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger' } });
  return { uri: server.getUri('travel'), stop: async () => void (await server.stop({ doCleanup: false })) };
}

/**
 * The database used when MONGODB_URI is unset: FerretDB if a binary is around, else a real mongod fetched by
 * mongodb-memory-server (needs the internet), else FerretDB built with Go. Data lives under the data folder,
 * so it survives restarts.
 */
export async function startEmbeddedDatabase(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  const existing = findFerretDb();
  if (existing) return startFerretDb(existing, dataDir);
  try {
    return await startMemoryServer(dataDir);
  } catch {
    // offline or unsupported platform: try building FerretDB instead
  }
  const built = buildFerretDb(log);
  if (built) return startFerretDb(built, dataDir);
  throw new NoDatabaseError();
}
