// Checks the database after the booking benchmark: seats sold beyond a slot's capacity (by bookings and by
// seat claims) and bookings that do not hold exactly their tickets' worth of seats.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mongoose = require('mongoose');

const DEFAULT_CAPACITY = 20;

export async function checkOversell(uri) {
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const db = connection.db;
    const [destinations, bookings, claims] = await Promise.all([
      db
        .collection('destinations')
        .find({}, { projection: { capacityPerSlot: 1 } })
        .toArray(),
      db
        .collection('tour_bookings')
        .find({}, { projection: { destinationId: 1, date: 1, time: 1, tickets: 1 } })
        .toArray(),
      db
        .collection('seat_claims')
        .find({}, { projection: { slot: 1, seat: 1, bookingId: 1 } })
        .toArray(),
    ]);
    const capacity = new Map(
      destinations.map((d) => [String(d._id), d.capacityPerSlot ?? DEFAULT_CAPACITY]),
    );
    const capacityOf = (slot) => capacity.get(slot.split('|')[0]) ?? DEFAULT_CAPACITY;

    const sold = new Map();
    for (const b of bookings) {
      const slot = `${b.destinationId}|${b.date}|${b.time}`;
      sold.set(slot, (sold.get(slot) ?? 0) + b.tickets);
    }
    const held = new Map();
    const perBooking = new Map();
    let beyondCapacity = 0;
    for (const c of claims) {
      held.set(c.slot, (held.get(c.slot) ?? 0) + 1);
      perBooking.set(String(c.bookingId), (perBooking.get(String(c.bookingId)) ?? 0) + 1);
      if (c.seat >= capacityOf(c.slot)) beyondCapacity++;
    }
    let oversold = beyondCapacity;
    for (const [slot, tickets] of sold) oversold += Math.max(0, tickets - capacityOf(slot));
    for (const [slot, seats] of held) oversold += Math.max(0, seats - capacityOf(slot));
    const mismatched = bookings.filter((b) => perBooking.get(String(b._id)) !== b.tickets).length;
    const fullSlots = [...sold].filter(([slot, tickets]) => tickets === capacityOf(slot)).length;
    return { bookings: bookings.length, seats: claims.length, oversold, mismatched, fullSlots };
  } finally {
    await connection.close();
  }
}
