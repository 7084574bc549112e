import { firstTakenNight, pickedRange } from './nights';

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

describe('pickedRange', () => {
  it('starts a stay with the first day clicked', () => {
    expect(pickedRange('2026-12-10', '', '', 14)).toEqual({
      checkIn: '2026-12-10',
      checkOut: '',
    });
  });

  it('ends the stay with a later day', () => {
    expect(pickedRange('2026-12-13', '2026-12-10', '', 14)).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
    });
  });

  it('starts over on a day on or before the check-in, past the longest stay, or once both are set', () => {
    const fresh = (day: string) => ({ checkIn: day, checkOut: '' });
    expect(pickedRange('2026-12-08', '2026-12-10', '', 14)).toEqual(fresh('2026-12-08'));
    expect(pickedRange('2026-12-10', '2026-12-10', '', 14)).toEqual(fresh('2026-12-10'));
    expect(pickedRange('2026-12-25', '2026-12-10', '', 14)).toEqual(fresh('2026-12-25'));
    expect(pickedRange('2026-12-12', '2026-12-10', '2026-12-11', 14)).toEqual(fresh('2026-12-12'));
  });
});
