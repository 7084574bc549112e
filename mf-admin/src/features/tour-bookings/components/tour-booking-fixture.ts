import type { TourBooking } from '@travel/shell/api-types';

export const LISBON = 'a'.repeat(24);

/** Tour booking n of the list tests: confirmed, 2 tickets of the Lisbon walk, paid on the day. */
export function booking(n: number, fields: Partial<TourBooking> = {}): TourBooking {
  return {
    _id: String(n).padStart(24, '0'),
    reference: `TB-AAAA${String(n).padStart(2, '0')}`,
    status: 'confirmed',
    channel: 'web',
    lang: 'en',
    payment: { status: 'on_the_day' },
    destinationId: LISBON,
    destinationTitle: 'Lisbon old town walk',
    costPerPerson: 45.5,
    date: '2026-12-01',
    time: '09:30',
    timeZone: 'Europe/Lisbon',
    startsAt: '2026-12-01T09:30:00.000Z',
    tickets: 2,
    extras: false,
    cost: 91,
    name: `Booker ${n}`,
    email: `booker${n}@example.com`,
    checkIn: 'none',
    day: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}
