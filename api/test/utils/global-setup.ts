import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabase, startEmbeddedDatabase } from '../../src/database/embedded-database';

declare global {
  var __EMBEDDED_DB__: EmbeddedDatabase | undefined;
}

/**
 * Tests always talk to a real server: MONGODB_URI when set, otherwise the same embedded database `npm start`
 * uses (prepared first, as `npm run prepare:db` does: a fresh clone builds FerretDB here once), in a
 * throwaway folder. Workers inherit the variable.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.MONGODB_URI) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-api-test-'));
  const database = await startEmbeddedDatabase(dataDir, (message) => console.log(message));
  globalThis.__EMBEDDED_DB__ = database;
  process.env.MONGODB_URI = database.uri;
}
