import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { NoDatabaseError } from './no-database.error';
import { prepareDatabase } from './prepared-database';
import { startFerretDb, type EmbeddedDatabase } from './supervised-ferretdb';

export { NoDatabaseError } from './no-database.error';
export { freePort, startFerretDb } from './supervised-ferretdb';

export type { EmbeddedDatabase } from './supervised-ferretdb';

type Log = (message: string) => void;

async function startMemoryServer(mongod: string, dataDir: string): Promise<EmbeddedDatabase> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = join(dataDir, 'mongodb');
  mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    binary: { systemBinary: mongod },
    instance: { dbPath, storageEngine: 'wiredTiger' },
  });
  return {
    uri: server.getUri('travel'),
    pid: () => server.instanceInfo?.instance.mongodProcess?.pid,
    stop: async () => void (await server.stop({ doCleanup: false })),
  };
}

/**
 * The database used when MONGODB_URI is unset, with its data under dataDir (so it survives restarts):
 * FerretDB as `npm run prepare:db` found or built it, else a mongod mongodb-memory-server downloaded.
 * When neither is possible it throws a NoDatabaseError saying what to install or set.
 */
export async function startEmbeddedDatabase(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  const prepared = await prepareDatabase(log);
  if ('ferretdb' in prepared) return startFerretDb(prepared.ferretdb, dataDir, log);
  try {
    return await startMemoryServer(prepared.mongod, dataDir);
  } catch (error) {
    throw new NoDatabaseError(
      `The downloaded mongod did not start: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}
