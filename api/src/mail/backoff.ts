/** The longest wait between two attempts, however many failed before. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * How long to wait after the `failures`-th failed attempt of a mail (1 for the first): exponential from
 * `baseMs` (base, 2 x base, 4 x base, ...), capped at an hour, so a mail server down for a while is not
 * hammered, and one back up soon gets the mail soon.
 */
export function retryDelayMs(failures: number, baseMs: number): number {
  const exponent = Math.max(0, failures - 1);
  // 2 ** 40 and above overflow nothing but mean nothing either: the cap decides long before.
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.min(exponent, 40));
}
