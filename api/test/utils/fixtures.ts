import { Connection, Types } from 'mongoose';

const MS_PER_DAY = 86_400_000;

/** The calendar date (YYYY-MM-DD, UTC) `days` from now. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * MS_PER_DAY).toISOString().slice(0, 10);

const IMAGE = '/api/images/0123456789abcdef01234567';

async function insert(connection: Connection, collection: string, doc: Record<string, unknown>) {
  const now = new Date();
  const { insertedId } = await connection
    .collection(collection)
    .insertOne({ createdAt: now, updatedAt: now, ...doc });
  return insertedId.toString();
}

/** A complete destination stored directly, so booking tests do not depend on the catalog's uploads. */
export const insertDestination = (connection: Connection, fields: Record<string, unknown> = {}) =>
  insert(connection, 'destinations', {
    destination: 'Lisbon',
    location: 'Portugal',
    price: 300,
    title: 'Lisbon old town walk',
    description: 'Trams, tiles and pastries.',
    CostPerPerson: 45.5,
    image: IMAGE,
    gallary: [],
    capacityPerSlot: 20,
    // The times the booking tests use (a destination refuses any other).
    tourTimes: ['09:30', '10:00', '14:00', '15:00'],
    ...fields,
  });

/** A complete stay offer stored directly. */
export const insertOffer = (connection: Connection, fields: Record<string, unknown> = {}) =>
  insert(connection, 'offers', {
    title: 'Sea view loft',
    Hotel: 'Casa Azul',
    Location: 'Porto',
    RoomType: 'Loft',
    Discount: 10,
    Price: 40,
    TrendingOffers: 'Yes',
    description: 'Bright loft above the river.',
    features: ['Wifi'],
    Image: IMAGE,
    gallary: [],
    ...fields,
  });

/** The fixtures' prices: a destination's cost per person, an offer's price a guest a night. */
const TICKET_PRICE = 45.5;
const NIGHT_PRICE = 40;

/** A valid tour booking's body: 2 tickets (or `fields.tickets`) at 09:30 a week from now, at the fixture's price. */
export function tourBody(destinationId: string, fields: Record<string, unknown> = {}) {
  const tickets = (fields.tickets as number | undefined) ?? 2;
  return {
    destinationId,
    date: inDays(7),
    time: '09:30',
    tickets,
    cost: TICKET_PRICE * tickets,
    name: 'Ana Lima',
    email: 'ana@example.com',
    ...fields,
  };
}

/** A valid stay booking's body: 1 guest (or `fields.guests`) for the nights asked (2 from ten days on), at the fixture's price. */
export function stayBody(offerId: string, fields: Record<string, unknown> = {}) {
  const checkIn = (fields.checkIn as string | undefined) ?? inDays(10);
  const checkOut = (fields.checkOut as string | undefined) ?? inDays(12);
  const guests = (fields.guests as number | undefined) ?? 1;
  const span = (Date.parse(checkOut) - Date.parse(checkIn)) / MS_PER_DAY;
  // Dates a test makes wrong on purpose still get a price, so that the date is what is refused.
  const nights = Number.isFinite(span) && span > 0 ? span : 1;
  return {
    name: 'Rui Costa',
    email: 'rui@example.com',
    checkIn,
    checkOut,
    guests,
    offerId,
    pricePerNight: NIGHT_PRICE * guests,
    totalCost: NIGHT_PRICE * guests * nights,
    costPerPerson: NIGHT_PRICE * nights,
    ...fields,
  };
}

/** One seat of a tour time taken behind the API's back (no booking, no change told), as a test's surprise. */
export const insertSeatClaim = (
  connection: Connection,
  destinationId: string,
  date: string,
  time: string,
) =>
  connection.collection('seat_claims').insertOne({
    _id: `${destinationId}|${date}|${time}|0` as unknown as Types.ObjectId,
    slot: `${destinationId}|${date}|${time}`,
    seat: 0,
    bookingId: new Types.ObjectId(),
    tickets: 1,
    claimedAt: new Date(),
  });
