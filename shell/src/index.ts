import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startFirstLoads } from './app/first-loads';
import { nextTask } from './app/next-task';
import { yieldingFederationPlugin } from './app/yielding-federation-plugin';

// Each shared module's negotiation, and each remote's set-up, in a task of its own.
registerPlugins([yieldingFederationPlugin()]);

/**
 * Each step in a task of its own: this file's evaluation comes with the federation runtime's set-up, long
 * enough without the rest. Then the first requests start, before React has even been fetched (nothing
 * shared is imported here). Then the async boundary: shared singletons are negotiated before any React code
 * runs. React DOM's client, the largest module to set up, is requested beside the bootstrap rather than
 * through it, so that it is set up in the task its chunk arrives in, not with the whole bootstrap graph in
 * the task of the last chunk to arrive.
 */
async function startShell(): Promise<void> {
  await nextTask();
  void startFirstLoads();
  await nextTask();
  // A failed load is the bootstrap's to report: it asks for the same module again.
  import('react-dom/client').catch(() => undefined);
  await import('./bootstrap');
}

void startShell();
