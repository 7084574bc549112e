/** `scheduler.yield()`, where the browser has it (not yet in TypeScript's DOM types). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

function browserScheduler(): YieldingScheduler | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? (scheduler as YieldingScheduler) : undefined;
}

/**
 * Resolves in a new task. The page's start-up is several steps of main-thread work (evaluating the shell,
 * negotiating the shared modules, creating the router, loading each remote module, hydrating): one task
 * each, the browser answers a tap or draws a frame between them rather than after all of them (Total
 * Blocking Time). A chain of resolved promises would run them all in one task. `scheduler.yield()` resumes
 * ahead of other queued tasks; elsewhere a timer does.
 */
export function nextTask(): Promise<void> {
  const scheduler = browserScheduler();
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
