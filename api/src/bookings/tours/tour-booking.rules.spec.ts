import { assertNotStarted, checkTourRequest, TOUR_STARTED, tourCost } from './tour-booking.rules';

describe('tour price', () => {
  it('is CostPerPerson x tickets plus 50 with the extra offers (spec 4)', () => {
    expect(tourCost(45.5, 2, false)).toBe(91);
    expect(tourCost(45.5, 2, true)).toBe(141);
    expect(tourCost(19.99, 3, false)).toBe(59.97);
  });
});

describe('tour rules', () => {
  const valid = {
    destinationId: '0123456789abcdef01234567',
    date: '2026-12-01',
    time: '09:30',
    tickets: 2,
    cost: 91,
    name: 'Ana',
    email: 'ana@example.com',
  };
  const check = (fields: object) => () => checkTourRequest({ ...valid, ...fields }, '2026-11-20');

  it('reports missing fields before anything else, tickets below 1 included', () => {
    expect(check({ time: undefined, email: 'bad' })).toThrow('Please fill in all required fields');
    expect(check({ tickets: 0 })).toThrow('Please fill in all required fields');
  });

  it('takes extras as given and off otherwise', () => {
    expect(check({ extras: true })().extras).toBe(true);
    expect(check({})().extras).toBe(false);
  });

  it('accepts today, 50 tickets and midnight', () => {
    expect(check({ date: '2026-11-20', tickets: 50, time: '00:00' })).not.toThrow();
    expect(check({ time: '24:00' })).toThrow('Please enter a valid time');
  });
});

describe('a tour time that has started', () => {
  const now = new Date('2026-11-24T17:08:00Z');

  it('is refused, today at 09:00 UTC, at 17:08 UTC', () => {
    expect(() => assertNotStarted({ date: '2026-11-24', time: '09:00' }, 'UTC', now)).toThrow(
      TOUR_STARTED,
    );
    expect(() => assertNotStarted({ date: '2026-11-24', time: '17:08' }, 'UTC', now)).toThrow(
      TOUR_STARTED,
    );
  });

  it('leaves the later times alone', () => {
    expect(() => assertNotStarted({ date: '2026-11-24', time: '17:09' }, 'UTC', now)).not.toThrow();
    expect(() => assertNotStarted({ date: '2026-11-25', time: '00:00' }, 'UTC', now)).not.toThrow();
  });
});

describe('a tour time that has started, by the tour’s own clock', () => {
  // 2026-12-09 09:30 in Auckland (UTC+13) is 2026-12-08 20:30 UTC.
  const now = new Date('2026-12-08T20:30:00Z');

  it('is refused once 09:00 has passed in Auckland, though 09:00 UTC lies ahead', () => {
    expect(() =>
      assertNotStarted({ date: '2026-12-09', time: '09:00' }, 'Pacific/Auckland', now),
    ).toThrow(TOUR_STARTED);
    expect(() => assertNotStarted({ date: '2026-12-09', time: '09:00' }, 'UTC', now)).not.toThrow();
    expect(() =>
      assertNotStarted({ date: '2026-12-09', time: '10:00' }, 'Pacific/Auckland', now),
    ).not.toThrow();
  });
});
