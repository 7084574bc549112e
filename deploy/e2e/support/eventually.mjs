/**
 * Asks `probe` again until it returns something truthy and resolves with that, or fails after the timeout
 * with "Timed out waiting for <what>". The one way the browser and deploy specs wait for what a server does
 * in its own time (the render server's look at new releases, nginx trying a server again), instead of a
 * hand-written loop around a sleep. The same contract as the API tests' `eventually()`.
 */
export async function eventually(probe, what, { timeoutMs = 15000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
