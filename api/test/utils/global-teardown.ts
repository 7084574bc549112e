import { reportContract } from './contract-proxy';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__EMBEDDED_DB__?.stop();
  if (globalThis.__CONTRACT_PROXY__) reportContract(await globalThis.__CONTRACT_PROXY__.stop());
}
