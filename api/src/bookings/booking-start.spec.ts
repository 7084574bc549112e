import { stayStart } from './stays/stay-bookings.service';
import { tourStart } from './tours/tour-bookings.service';

describe('when a booking starts (the cancellation cutoff counts back from it)', () => {
  it('is a tour’s date and time, read as UTC', () => {
    expect(tourStart({ date: '2026-12-24', time: '09:30' }).toISOString()).toBe(
      '2026-12-24T09:30:00.000Z',
    );
    expect(tourStart({ date: '2027-01-01', time: '00:00' }).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('is 00:00 UTC of a stay’s check-in', () => {
    expect(stayStart({ checkIn: '2026-03-29' }).toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });
});
