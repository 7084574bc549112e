import { Connection } from 'mongoose';

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
