import { DEFAULT_TOUR_TIMES, normalizeTourTimes } from './tour-times';

describe('tour times', () => {
  it('are stored sorted, without repeats, a one-digit hour read with its leading zero', () => {
    expect(normalizeTourTimes(['16:00', '9:30', '09:30', ' 12:15 '])).toEqual([
      '09:30',
      '12:15',
      '16:00',
    ]);
    expect(normalizeTourTimes(DEFAULT_TOUR_TIMES)).toEqual(['09:00', '13:00', '17:00']);
  });

  it('are 1 to 12 real times of day, nothing else', () => {
    expect(normalizeTourTimes([])).toBeNull();
    expect(normalizeTourTimes(['24:00'])).toBeNull();
    expect(normalizeTourTimes(['9'])).toBeNull();
    expect(normalizeTourTimes(['09:30', 930])).toBeNull();
    expect(normalizeTourTimes('09:30')).toBeNull();
    const thirteen = Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`);
    expect(normalizeTourTimes(thirteen)).toBeNull();
    expect(normalizeTourTimes(thirteen.slice(1))).toHaveLength(12);
    // Repeats count once.
    expect(normalizeTourTimes([...thirteen.slice(1), '09:00'])).toHaveLength(12);
  });
});
