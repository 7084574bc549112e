import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startFirstLoads } from './app/first-loads';
import { nextTask } from './app/next-task';
import { yieldingFederationPlugin } from './app/yielding-federation-plugin';

registerPlugins([yieldingFederationPlugin()]);

/**
 * Each step in a task of its own: this file's evaluation comes with the federation runtime's set-up, long
 * enough without the rest. Then the first requests start, before React has even been fetched (nothing
 * shared is imported here). Then the async boundary: shared singletons are negotiated before any React code
 * runs, React DOM's and the rest of the shell's in two tasks, and each shared module's negotiation in a
 * task of its own (yieldingFederationPlugin); neither waits for the other's code, both
 * download at once.
 */
async function startShell(): Promise<void> {
  await nextTask();
  void startFirstLoads();
  await nextTask();
  const reactDom = import('react-dom/client');
  await nextTask();
  await Promise.all([reactDom, import('./bootstrap')]);
}

void startShell();
