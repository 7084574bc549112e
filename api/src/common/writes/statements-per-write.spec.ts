import { inRuns, inWaves, MAX_STATEMENTS_PER_WRITE } from './statements-per-write';

describe('statements per write', () => {
  it('cuts items into runs of at most the limit, in order', () => {
    const items = Array.from({ length: 70 }, (_, i) => i);
    const runs = inRuns(items);
    expect(runs.map((run) => run.length)).toEqual([32, 32, 6]);
    expect(runs.flat()).toEqual(items);
  });

  it('groups items into waves whose statements add up to at most the limit', () => {
    const sizes = [10, 20, 5, 30, 1, 1];
    const waves = inWaves(sizes, (n) => n);
    expect(waves).toEqual([[10, 20], [5], [30, 1, 1]]);
    for (const wave of waves) {
      expect(wave.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(MAX_STATEMENTS_PER_WRITE);
    }
  });

  it('gives an item larger than the limit a wave of its own', () => {
    expect(inWaves([3, 50, 4], (n) => n)).toEqual([[3], [50], [4]]);
    expect(inWaves([], (n: number) => n)).toEqual([]);
  });
});
