import { stayStart, tourStart } from './booking-start';

describe('when a booking starts (the cancellation cutoff counts back from it)', () => {
  it('is a tour’s date and time in the tour’s zone', () => {
    expect(
      tourStart({ date: '2026-12-24', time: '09:30', timeZone: 'Europe/Lisbon' }).toISOString(),
    ).toBe('2026-12-24T09:30:00.000Z');
    expect(
      tourStart({ date: '2026-12-24', time: '09:30', timeZone: 'Pacific/Auckland' }).toISOString(),
    ).toBe('2026-12-23T20:30:00.000Z');
  });

  it('reads a booking stored before time zones as UTC', () => {
    expect(tourStart({ date: '2027-01-01', time: '00:00' }).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(stayStart({ checkIn: '2026-03-29' }).toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });

  it('is 00:00 of a stay’s check-in in the offer’s zone', () => {
    expect(
      stayStart({ checkIn: '2026-07-01', timeZone: 'America/Los_Angeles' }).toISOString(),
    ).toBe('2026-07-01T07:00:00.000Z');
  });
});
