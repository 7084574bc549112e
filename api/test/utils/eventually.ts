/** What a probe hands back once the wait is over: anything but "not yet". */
export type Arrived<T> = Exclude<T, false | null | undefined | 0 | ''>;

export interface EventuallyOptions {
  /** How long to keep asking before failing; the app's workers here run on timers of a few ms. */
  timeoutMs?: number;
  /** The pause between probes, so a probe that is an HTTP round trip does not spin the machine. */
  intervalMs?: number;
}

/**
 * Asks `probe` again until it returns something truthy and resolves with that, or fails after the timeout
 * with "Timed out waiting for <what>". The one way the suites wait for work the app does in the background
 * (mails, outbox rows, change feeds, a restarted database), instead of sleeping a guessed time.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  what: string,
  { timeoutMs = 10_000, intervalMs = 20 }: EventuallyOptions = {},
): Promise<Arrived<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as Arrived<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
