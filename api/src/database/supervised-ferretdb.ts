import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

/** A running database the API owns, whichever kind started it. */
export interface EmbeddedDatabase {
  uri: string;
  /** The server process now: it changes when a FerretDB that died is started again. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

const START_TIMEOUT_MS = 20000;
/** A server that stayed up this long counts as healthy again: the next crash restarts it at once. */
const STABLE_AFTER_MS = 30000;
const FIRST_RESTART_DELAY_MS = 250;
// Below FerretDB's 100 SQLite connections per database: a read held open by each of 100 concurrent update
// statements would leave none for their writes (common/writes/statements-per-write.ts).
const MAX_POOL_SIZE = 40;
const MAX_RESTART_DELAY_MS = 10000;
/**
 * Go's collector runs when the heap has grown by GOGC percent. FerretDB's live heap is a few tens of MB and
 * every document it reads or writes is garbage at once: at 400 instead of Go's default 100 it spent 10-20 %
 * less CPU on the same writes, for about 10 MB more memory. A GOGC set in the environment wins.
 */
const FERRETDB_ENV = { GOGC: '400', ...process.env };
const EXIT_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

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

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited with code ${child.exitCode}`);
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`FerretDB did not listen on port ${port} within ${START_TIMEOUT_MS} ms`);
}

/**
 * FerretDB (SQLite handler) on a free local port, with its data under dataDir/ferretdb. If it dies while the
 * API runs, it is started again on the same port and data, so the connection string stays valid and the
 * driver reconnects by itself; repeated crashes back off up to 10 s between attempts.
 */
export async function startFerretDb(
  binary: string,
  dataDir: string,
  log: Log = () => undefined,
  { firstRestartDelayMs = FIRST_RESTART_DELAY_MS }: { firstRestartDelayMs?: number } = {},
): Promise<EmbeddedDatabase> {
  const dir = join(dataDir, 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const args = [
    '--handler=sqlite',
    // WAL without a sync on every commit (SQLite's synchronous=NORMAL, as Rails and Litestream set it): always
    // consistent, and an application crash loses nothing; a power cut may lose the last commits. The
    // embedded database never runs in production (MONGODB_URI is required there), and a sync per commit
    // was a fifth of its CPU and of the booking path's time. Statement journals (FerretDB writes each insert
    // and update as statements of a transaction) are kept in memory, not written to a temporary file.
    `--sqlite-url=file:${dir}/?_pragma=synchronous(normal)&_pragma=temp_store(memory)`,
    `--listen-addr=127.0.0.1:${port}`,
    '--debug-addr=127.0.0.1:0',
    `--state-dir=${dir}`,
    '--telemetry=disable',
    '--log-level=error',
  ];
  let stopping = false;
  let crashesInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = (): ChildProcess => {
    const startedAt = Date.now();
    const child = spawn(binary, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: FERRETDB_ENV,
    });
    child.once('error', (error) =>
      log(`The embedded FerretDB could not be started: ${error.message}`),
    );
    child.once('close', (code, signal) => {
      if (stopping) return;
      crashesInARow = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashesInARow + 1;
      const delay = Math.min(firstRestartDelayMs * 2 ** (crashesInARow - 1), MAX_RESTART_DELAY_MS);
      log(
        `The embedded FerretDB stopped (${signal ?? `exit code ${code}`}); restarting it in ${delay} ms.`,
      );
      restartTimer = setTimeout(() => {
        current = launch();
      }, delay);
    });
    return child;
  };
  let current: ChildProcess = launch();

  const killCurrent = () => {
    stopping = true;
    clearTimeout(restartTimer);
    current.kill('SIGTERM');
  };
  // A signal ends Node without its 'exit' event, which would leave FerretDB running on the data folder (as
  // `node --watch` does on every restart). Kill it first; then, if nobody else (Nest's shutdown hooks) handles
  // the signal, end as the signal would have.
  const onSignal = (signal: NodeJS.Signals) => {
    killCurrent();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('exit', killCurrent);
  for (const signal of EXIT_SIGNALS) process.once(signal, onSignal);
  const stop = () =>
    new Promise<void>((done) => {
      stopping = true;
      clearTimeout(restartTimer);
      process.removeListener('exit', killCurrent);
      for (const signal of EXIT_SIGNALS) process.removeListener(signal, onSignal);
      if (current.exitCode !== null || current.signalCode !== null || current.pid === undefined)
        return done();
      current.once('close', () => done());
      current.kill('SIGTERM');
    });

  try {
    await waitForPort(port, current);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/travel?maxPoolSize=${MAX_POOL_SIZE}`,
    pid: () => current.pid,
    stop,
  };
}
