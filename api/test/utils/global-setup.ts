import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabase, startEmbeddedDatabase } from '../../src/database/embedded-database';
import { ContractProxy, startContractProxy } from './contract-proxy';

declare global {
  var __EMBEDDED_DB__: EmbeddedDatabase | undefined;
  var __CONTRACT_PROXY__: ContractProxy | undefined;
}

/**
 * Tests always talk to a real server: MONGODB_URI when set, otherwise the same embedded database `npm start`
 * uses (prepared first, as `npm run prepare:db` does: a fresh clone builds FerretDB here once), in a
 * throwaway folder. Workers inherit the variable.
 */
export default async function globalSetup(): Promise<void> {
  // API_CONTRACT=1: every request through the validating proxy (contract-proxy.ts).
  if (process.env.API_CONTRACT === '1') {
    globalThis.__CONTRACT_PROXY__ = await startContractProxy();
    process.env.API_CONTRACT_PROXY_URL = globalThis.__CONTRACT_PROXY__.url;
  }
  if (process.env.MONGODB_URI) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-api-test-'));
  const database = await startEmbeddedDatabase(dataDir, (message) => console.log(message));
  globalThis.__EMBEDDED_DB__ = database;
  process.env.MONGODB_URI = database.uri;
}
