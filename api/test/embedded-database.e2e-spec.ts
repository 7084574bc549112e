import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabase, startFerretDb } from '../src/database/embedded-database';
import { prepareDatabase } from '../src/database/prepared-database';
import { createTestApp, TestApp } from './utils/test-app';
import { eventually } from './utils/eventually';

// Its own FerretDB (not the one the other test files share), so killing it disturbs nobody.
describe('embedded FerretDB supervision', () => {
  const log: string[] = [];
  let dataDir: string;
  let database: EmbeddedDatabase;
  let t: TestApp;
  const sharedUri = process.env.MONGODB_URI;

  beforeAll(async () => {
    const prepared = await prepareDatabase((line) => log.push(line));
    if (!('ferretdb' in prepared))
      throw new Error('This test needs FerretDB: run npm run prepare:db');
    dataDir = mkdtempSync(join(tmpdir(), 'travel-supervision-'));
    // A restart slower than the health route's 2 s ping timeout, so the outage is seen for certain.
    database = await startFerretDb(prepared.ferretdb, dataDir, (line) => log.push(line), {
      firstRestartDelayMs: 3000,
    });
    process.env.MONGODB_URI = database.uri;
    t = await createTestApp();
  });
  afterAll(async () => {
    process.env.MONGODB_URI = sharedUri;
    await t?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts FerretDB when it dies: health answers 503 meanwhile, then 200 with the data intact', async () => {
    await t.connection.collection('probe').insertOne({ kept: true });
    await t.http.get('/api/health').expect(200);
    const first = database.pid();
    expect(first).toEqual(expect.any(Number));

    process.kill(first!, 'SIGKILL');
    const down = await t.http.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ statusCode: 503, message: 'The database is unavailable.' });

    const up = await eventually(
      async () => {
        const response = await t.http.get('/api/health');
        return response.status === 200 && response;
      },
      'the restarted database to answer',
      { timeoutMs: 20000 },
    );
    expect(up.body).toEqual({ status: 'ok', db: 'up' });
    expect(database.pid()).not.toBe(first);
    expect(log.join('\n')).toMatch(/The embedded FerretDB stopped \(SIGKILL\); restarting it/);
    expect(await t.connection.collection('probe').countDocuments({ kept: true })).toBe(1);
  });

  it('runs FerretDB with the settings its write path was measured with, after a restart too', () => {
    const launched = launchedWith(database.pid()!);
    // SQLite: no sync per commit, statement journals in memory (see supervised-ferretdb.ts).
    expect(launched.args).toContainEqual(
      expect.stringMatching(
        /^--sqlite-url=.*_pragma=synchronous\(normal\)&_pragma=temp_store\(memory\)$/,
      ),
    );
    // Go's collector: less often than by default, unless the environment says otherwise.
    expect(launched.env.GOGC).toBe(process.env.GOGC ?? '400');
  });
});

/** The command line and environment a running process was started with (Linux). */
function launchedWith(pid: number): { args: string[]; env: Record<string, string> } {
  const nulSeparated = (file: string) =>
    readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);
  return {
    args: nulSeparated('cmdline'),
    env: Object.fromEntries(
      nulSeparated('environ').map((entry) => [
        entry.split('=', 1)[0],
        entry.slice(entry.indexOf('=') + 1),
      ]),
    ),
  };
}
