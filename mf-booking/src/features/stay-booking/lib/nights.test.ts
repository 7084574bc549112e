import { firstTakenNight } from './nights';

describe('firstTakenNight', () => {
  const taken = new Set(['2026-12-24', '2026-12-26']);

  it('finds the first booked night from check-in up to the night before check-out', () => {
    expect(firstTakenNight('2026-12-20', '2026-12-28', taken)).toBe('2026-12-24');
    expect(firstTakenNight('2026-12-25', '2026-12-28', taken)).toBe('2026-12-26');
  });

  it('lets a stay leave on the morning of a booked night or start after one', () => {
    expect(firstTakenNight('2026-12-20', '2026-12-24', taken)).toBeNull();
    expect(firstTakenNight('2026-12-25', '2026-12-26', taken)).toBeNull();
  });

  it('finds nothing without a range or without booked nights', () => {
    expect(firstTakenNight('2026-12-24', '2026-12-24', taken)).toBeNull();
    expect(firstTakenNight('', '2026-12-28', taken)).toBeNull();
    expect(firstTakenNight('2026-12-20', '2026-12-28', new Set())).toBeNull();
  });
});
