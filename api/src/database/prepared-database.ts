import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NoDatabaseError } from './no-database.error';

/** What the embedded database runs: a FerretDB binary, or a mongod fetched by mongodb-memory-server. */
export type PreparedDatabase = { ferretdb: string } | { mongod: string };

type Log = (message: string) => void;

/**
 * The same script as `npm run prepare:db` (api/scripts, beside both src/ and dist/): it finds, builds or
 * downloads the binary, quickly when that was done before, so there is one place that knows how.
 */
const PREPARE_SCRIPT = resolve(__dirname, '..', '..', 'scripts', 'prepare-db.mjs');

function runPrepareScript(log: Log): Promise<PreparedDatabase> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [PREPARE_SCRIPT, '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // Progress lines of a first build, passed on as they come: it has no time limit, so they show it is alive.
    child.stderr.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) log(line);
    });
    child.once('error', fail);
    child.once('close', (code) => {
      if (partial) log(partial);
      let outcome: Partial<{ ferretdb: string; mongod: string; error: string }>;
      try {
        outcome = JSON.parse(stdout.trim().split('\n').pop() ?? '') as typeof outcome;
      } catch {
        return fail(new Error(`${PREPARE_SCRIPT} exited with code ${code} without an answer`));
      }
      if (outcome.ferretdb) return done({ ferretdb: outcome.ferretdb });
      if (outcome.mongod) return done({ mongod: outcome.mongod });
      fail(new NoDatabaseError(outcome.error ?? 'No database is available.'));
    });
  });
}

export async function prepareDatabase(log: Log): Promise<PreparedDatabase> {
  const fromEnv = process.env.FERRETDB_BIN;
  if (fromEnv) {
    if (existsSync(fromEnv)) return { ferretdb: fromEnv };
    throw new NoDatabaseError(`FERRETDB_BIN is set to ${fromEnv}, which does not exist.`);
  }
  if (!existsSync(PREPARE_SCRIPT)) {
    throw new NoDatabaseError(
      'No database is available: set MONGODB_URI to a MongoDB server, or FERRETDB_BIN to a FerretDB 1.24 binary.',
    );
  }
  return runPrepareScript(log);
}
