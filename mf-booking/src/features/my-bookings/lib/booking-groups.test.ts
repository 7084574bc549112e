import type { MyStayBooking, MyTourBooking } from '@travel/shell/api-types';
import { groupBookings, type Entry } from './booking-groups';

const tour = (reference: string, date: string, fields: Partial<MyTourBooking> = {}): Entry => ({
  kind: 'tour',
  booking: {
    reference,
    _id: reference,
    date,
    time: '09:30',
    status: 'confirmed',
    ...fields,
  } as MyTourBooking,
});
const stay = (
  reference: string,
  checkIn: string,
  checkOut: string,
  fields: Partial<MyStayBooking> = {},
): Entry => ({
  kind: 'stay',
  booking: {
    reference,
    _id: reference,
    checkIn,
    checkOut,
    status: 'confirmed',
    ...fields,
  } as MyStayBooking,
});
const refs = (entries: Entry[]) => entries.map((e) => e.booking.reference);

describe('groupBookings', () => {
  // 2036-12-24 23:30 UTC: already the 25th in Tokyo, still the 24th in Lisbon.
  const now = Date.parse('2036-12-24T23:30:00Z');

  it('sorts upcoming soonest first, past latest first, and cancelled or expired apart', () => {
    const groups = groupBookings(
      [
        tour('TB-LATER', '2036-12-30'),
        tour('TB-SOON', '2036-12-26'),
        tour('TB-GONE', '2036-12-01'),
        tour('TB-OLDER', '2036-11-01'),
        tour('TB-OFF', '2036-12-28', { status: 'cancelled' }),
        tour('TB-LAPSED', '2036-12-29', { status: 'expired' }),
        stay('ST-HERE', '2036-12-20', '2036-12-26'),
      ],
      now,
    );
    expect(refs(groups.upcoming)).toEqual(['ST-HERE', 'TB-SOON', 'TB-LATER']);
    expect(refs(groups.past)).toEqual(['TB-GONE', 'TB-OLDER']);
    expect(refs(groups.cancelled)).toEqual(['TB-LAPSED', 'TB-OFF']);
  });

  it('reads "today" on each booking’s own clock', () => {
    const groups = groupBookings(
      [
        tour('TB-TOKYO', '2036-12-24', { timeZone: 'Asia/Tokyo' }),
        tour('TB-LISBON', '2036-12-24', { timeZone: 'Europe/Lisbon' }),
        stay('ST-TOKYO', '2036-12-20', '2036-12-25', { timeZone: 'Asia/Tokyo' }),
        stay('ST-LISBON', '2036-12-20', '2036-12-25', { timeZone: 'Europe/Lisbon' }),
      ],
      now,
    );
    expect(refs(groups.upcoming)).toEqual(['ST-LISBON', 'TB-LISBON']);
    expect(refs(groups.past)).toEqual(['TB-TOKYO', 'ST-TOKYO']);
  });
});
