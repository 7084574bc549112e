import { startFirstLoads } from './app/first-loads';
import { nextTask } from './app/next-task';

// Nothing shared is imported above: the first requests start before React has even been fetched.
void startFirstLoads();

/**
 * Async boundary: shared singletons are negotiated before any React code runs. Each step in a task of its
 * own: this file's evaluation (the federation runtime's set-up) is long enough without the negotiation, and
 * negotiating React DOM's shared modules and starting its code, then the rest of the shell's, splits the
 * negotiation in two. Neither waits for the other's code: both download at once.
 */
async function startShell(): Promise<void> {
  await nextTask();
  const reactDom = import('react-dom/client');
  await nextTask();
  await Promise.all([reactDom, import('./bootstrap')]);
}

void startShell();
