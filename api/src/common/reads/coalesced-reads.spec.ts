import { CoalescedReads } from './coalesced-reads';

/** A read that stays under way until `finish` is called, recording the keys it was asked for. */
function controlledReads() {
  const calls: { keys: string[]; finish: (error?: Error) => void }[] = [];
  const reads = new CoalescedReads<string, string[]>(
    (keys) =>
      new Promise((resolve, reject) => {
        calls.push({ keys, finish: (error) => (error ? reject(error) : resolve(keys)) });
      }),
  );
  return { reads, calls };
}

describe('CoalescedReads', () => {
  it('reads at once for a lone caller, and gathers the callers of the meantime into the next read', async () => {
    const { reads, calls } = controlledReads();
    const first = reads.for('a');
    const second = reads.for('b');
    const third = reads.for('c');
    expect(calls.map((c) => c.keys)).toEqual([['a']]);

    calls[0]?.finish();
    await expect(first).resolves.toEqual(['a']);
    // The next read started only after the first was over, so it is younger than both callers.
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b', 'c']]);
    calls[1]?.finish();
    await expect(second).resolves.toEqual(['b', 'c']);
    await expect(third).resolves.toEqual(['b', 'c']);
  });

  it('fails the callers of a failed read only, and reads again for the next ones', async () => {
    const { reads, calls } = controlledReads();
    const failed = reads.for('a');
    calls[0]?.finish(new Error('down'));
    await expect(failed).rejects.toThrow('down');

    const next = reads.for('b');
    calls[1]?.finish();
    await expect(next).resolves.toEqual(['b']);
  });
});
