/**
 * The most update, replace or delete statements one write command carries. The embedded FerretDB 1.x answers
 * each statement of an `update` command with a read of its own that it keeps open until the whole command
 * has run, each holding one of the 100 SQLite connections of the statement's database; the statement's write
 * then needs one more. A command of 100 statements (a group commit under load) therefore waits forever for a
 * connection that only its own end would free, and with it every later command on that database: the API
 * stops answering. 32 leaves room for the other commands of the moment; on MongoDB a few more round trips
 * cost nothing worth measuring.
 */
export const MAX_STATEMENTS_PER_WRITE = 32;

/** `items` in runs of at most `size`, in order. */
export function inRuns<T>(items: readonly T[], size = MAX_STATEMENTS_PER_WRITE): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}

/**
 * `items` in waves whose statements (`size` each) add up to at most `limit`, in order: the writes of one
 * wave may run side by side and still hold no more connections than one full command. An item larger
 * than the limit is a wave of its own (its writer splits it into runs).
 */
export function inWaves<T>(
  items: readonly T[],
  size: (item: T) => number,
  limit = MAX_STATEMENTS_PER_WRITE,
): T[][] {
  const waves: T[][] = [];
  let wave: T[] = [];
  let used = 0;
  for (const item of items) {
    const n = size(item);
    if (wave.length > 0 && used + n > limit) {
      waves.push(wave);
      wave = [];
      used = 0;
    }
    wave.push(item);
    used += n;
  }
  if (wave.length > 0) waves.push(wave);
  return waves;
}
