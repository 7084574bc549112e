import { firstFitting } from './waitlist.rules';

describe('firstFitting', () => {
  const line = [{ tickets: 4 }, { tickets: 2 }, { tickets: 1 }, { tickets: 2 }];

  it('offers the first entry in join order whose tickets fit', () => {
    expect(firstFitting(line, 4)).toBe(0);
    expect(firstFitting(line, 5)).toBe(0);
  });

  it('skips entries that do not fit, which keep their place, for the first one behind that fits', () => {
    expect(firstFitting(line, 3)).toBe(1);
    expect(firstFitting(line, 2)).toBe(1);
    expect(firstFitting(line, 1)).toBe(2);
  });

  it('offers nobody when no seat is free or nobody fits', () => {
    expect(firstFitting(line, 0)).toBe(-1);
    expect(firstFitting([{ tickets: 3 }], 2)).toBe(-1);
    expect(firstFitting([], 10)).toBe(-1);
  });
});
