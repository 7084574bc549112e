// Writes a season of history straight into the database, in bulk, for the history mode (history-bench.mjs).
// Every document is a copy of one the API itself wrote in this run (templates(): a tour booking, a stay, an
// account, with their claims, audit entry and mail), with what differs per record replaced, so the shapes
// follow the API's schemas as they change. Everything is dated in the past: history, not live holds.
//
// For n: n confirmed tour bookings of 2 seats (2n seat claims) on past tour times of the demo destinations,
// n/3 past stays of 2 nights (2n/3 night claims) on the demo offers, one audit entry per tour booking, the sent
// mails of the last 30 days (n/10, the outbox's retention) and n/3 registered accounts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Types } = require('mongoose');
// The API's rule for when a tour time's seats leave the live claims (the bench runs the built API).
const { slotStarted } = require('../dist/inventory/past-claims.js');

const DAY_MS = 86_400_000;
const BATCH = 1000;
const SEATS_PER_BOOKING = 2;
const NIGHTS_PER_STAY = 2;
/** Past tour times are filled to this share, as a season would leave them. */
const FILL = 0.8;
const MAIL_DAYS = 30;
// The reference alphabet of booking-reference.ts: references written here look like the API's.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The n-th reference of a kind: distinct for distinct n, as the unique index requires. */
function reference(prefix, n) {
  let code = '';
  for (let i = 0, rest = n; i < 6; i++, rest = Math.floor(rest / REFERENCE_ALPHABET.length)) {
    code += REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length];
  }
  return `${prefix}-${code}`;
}

/** ObjectIds that sort by the time given, as the driver's would; `seq` keeps them unique. */
function idFactory() {
  const run = Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  let seq = 0;
  return (at) =>
    new Types.ObjectId(
      Math.floor(at / 1000)
        .toString(16)
        .padStart(8, '0') +
        run +
        (seq++).toString(16).padStart(8, '0'),
    );
}

/** value with `from` replaced by `to` in every string inside it; dates, ids and numbers left as they are. */
function replaceEverywhere(value, from, to) {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((item) => replaceEverywhere(item, from, to));
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceEverywhere(item, from, to)]),
    );
  }
  return value;
}

/** The documents the API wrote for one tour booking, one stay and one registration (found by their keys). */
export async function readTemplates(db, { tourReference, stayReference, userEmail }) {
  const one = async (collection, filter, what) => {
    const found = await db.collection(collection).findOne(filter);
    if (!found) throw new Error(`The API wrote no ${what} to copy (${collection})`);
    return found;
  };
  const tour = await one('tour_bookings', { reference: tourReference }, 'tour booking');
  const stay = await one('stay_bookings', { reference: stayReference }, 'stay booking');
  return {
    tour,
    seatClaim: await one('seat_claims', { bookingId: tour._id }, 'seat claim'),
    audit: await one('audit_entries', { record: String(tour._id) }, 'audit entry'),
    mail: await one('outbox', { recipient: tour.email }, 'mail'),
    stay,
    nightClaim: await one('night_claims', { bookingId: stay._id }, 'night claim'),
    user: await one('users', { email: userEmail }, 'account'),
  };
}

/** [those that pass, those that do not] */
function split(documents, passes) {
  return [documents.filter(passes), documents.filter((document) => !passes(document))];
}

async function insertAll(db, collection, documents) {
  for (let i = 0; i < documents.length; i += BATCH) {
    await db.collection(collection).insertMany(documents.slice(i, i + BATCH), { ordered: false });
  }
  return documents.length;
}

function without(document, ...keys) {
  const copy = { ...document };
  for (const key of keys) delete copy[key];
  return copy;
}

/** A booking as the API leaves it once confirmed: no hold, no hold expiry on its claims. */
function confirmed(template) {
  return { ...without(template, 'holdExpiresAt'), status: 'confirmed' };
}

function tourHistory(n, t, destinations, now, newId) {
  const bookings = [];
  const claims = [];
  const audit = [];
  const slots = destinations.flatMap((d) =>
    d.tourTimes.map((time) => ({
      destination: d,
      time,
      perSlot: Math.max(1, Math.floor(((d.capacityPerSlot ?? 20) * FILL) / SEATS_PER_BOOKING)),
    })),
  );
  const base = confirmed(t.tour);
  const claimBase = without(t.seatClaim, '_id', 'expiresAt');
  let made = 0;
  for (let daysAgo = 1; made < n; daysAgo++) {
    const date = isoDay(now - daysAgo * DAY_MS);
    for (const { destination, time, perSlot } of slots) {
      const slot = `${destination._id}|${date}|${time}`;
      for (let k = 0; k < perSlot && made < n; k++, made++) {
        // Booked 1 to 30 days before the tour.
        const createdAt = new Date(now - daysAgo * DAY_MS - (1 + (made % 30)) * DAY_MS);
        const _id = newId(createdAt.getTime());
        const email = `season${made % Math.max(1, Math.floor(n / 3))}@example.com`;
        bookings.push({
          ...base,
          _id,
          reference: reference('TB', made),
          name: `Season visitor ${made}`,
          email,
          destinationId: destination._id,
          destinationTitle: destination.title,
          costPerPerson: destination.CostPerPerson,
          date,
          time,
          tickets: SEATS_PER_BOOKING,
          cost: Math.round(destination.CostPerPerson * SEATS_PER_BOOKING * 100) / 100,
          day: isoDay(createdAt.getTime()),
          createdAt,
          updatedAt: createdAt,
        });
        for (let s = 0; s < SEATS_PER_BOOKING; s++) {
          const seat = k * SEATS_PER_BOOKING + s;
          claims.push({
            ...claimBase,
            _id:
              typeof t.seatClaim._id === 'string' ? `${slot}|${seat}` : newId(createdAt.getTime()),
            slot,
            seat,
            date,
            bookingId: _id,
            tickets: SEATS_PER_BOOKING,
            claimedAt: createdAt,
          });
        }
        audit.push({
          ...replaceEverywhere(t.audit, t.tour.reference, reference('TB', made)),
          _id: newId(createdAt.getTime()),
          at: createdAt,
          record: String(_id),
        });
      }
    }
  }
  return { bookings, claims, audit };
}

function stayHistory(count, t, offers, now, newId) {
  const stays = [];
  const nights = [];
  const base = confirmed(t.stay);
  const nightBase = without(t.nightClaim, '_id', 'expiresAt');
  for (let i = 0; i < count; i++) {
    const offer = offers[i % offers.length];
    const round = Math.floor(i / offers.length);
    const checkInMs = now - (round + 1) * NIGHTS_PER_STAY * DAY_MS;
    const createdAt = new Date(checkInMs - (1 + (i % 30)) * DAY_MS);
    const _id = newId(createdAt.getTime());
    const guests = t.stay.guests;
    const pricePerNight = Math.round(offer.Price * guests * 100) / 100;
    const totalCost = Math.round(pricePerNight * NIGHTS_PER_STAY * 100) / 100;
    stays.push({
      ...base,
      _id,
      reference: reference('ST', i),
      name: `Season guest ${i}`,
      email: `season${i}@example.com`,
      offerId: offer._id,
      offerTitle: offer.title,
      offerPrice: offer.Price,
      checkIn: isoDay(checkInMs),
      checkOut: isoDay(checkInMs + NIGHTS_PER_STAY * DAY_MS),
      nights: NIGHTS_PER_STAY,
      pricePerNight,
      totalCost,
      costPerPerson: Math.round((totalCost / guests) * 100) / 100,
      day: isoDay(createdAt.getTime()),
      createdAt,
      updatedAt: createdAt,
    });
    for (let night = 0; night < NIGHTS_PER_STAY; night++) {
      nights.push({
        ...nightBase,
        _id: newId(createdAt.getTime()),
        offerId: offer._id,
        night: isoDay(checkInMs + night * DAY_MS),
        bookingId: _id,
        claimedAt: createdAt,
      });
    }
  }
  return { stays, nights };
}

/** Sent mails of the last 30 days, delivered, their bodies dropped as the outbox does once sent. */
function mailHistory(count, t, bookings, now, newId) {
  const base = without(t.mail, 'text', 'html', 'lastError');
  return Array.from({ length: count }, (_, i) => {
    const booking = bookings[i % bookings.length];
    const createdAt = new Date(now - ((i * MAIL_DAYS * DAY_MS) / count + 60_000));
    const copy = replaceEverywhere(base, t.tour.reference, booking.reference);
    return {
      ...copy,
      // The key names the mail's event and is unique: one per copy even if it does not name the booking.
      key: copy.key === base.key ? `${base.key}:season-${i}` : copy.key,
      _id: newId(createdAt.getTime()),
      to: booking.email,
      recipient: booking.email,
      status: 'sent',
      attempts: 1,
      attemptsBefore: 0,
      nextAttemptAt: createdAt,
      lastAttemptAt: createdAt,
      sentAt: createdAt,
      createdAt,
    };
  });
}

function userHistory(count, t, now, newId) {
  const local = t.user.email.split('@')[0];
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now - ((i % 365) + 1) * DAY_MS);
    const email = `season-account-${i}@example.com`;
    return {
      ...t.user,
      _id: newId(createdAt.getTime()),
      username: `Season account ${i}`,
      email,
      ...(t.user.emailKey && {
        emailKey: t.user.emailKey.split(local).join(email.split('@')[0]),
      }),
      emailVerified: true,
      lastSignInAt: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Rows kept one collection per day (`<name>.<YYYY-MM-DD>`) with a summary per day in `<name>` (one document
 * per month, `_id` 'YYYY-MM', the days' summaries under `days`), as the API's
 * DayPartitions keeps them (src/common/partitions/day-partitions.ts): the admin lists, statistics and audit
 * trail read these. `summarize` is the API's summary of one day's rows.
 */
async function writeDays(db, name, rows, dayOf, summarize = () => ({}), rollUp = undefined) {
  const byDay = new Map();
  for (const row of rows) {
    const day = dayOf(row);
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const months = new Map();
  for (const [day, dayRows] of byDay) {
    // Each month's days in a database of their own (the API's monthDatabase).
    await insertAll(
      db.client.db(`${db.databaseName}_${day.slice(0, 7)}`),
      `${name}.${day}`,
      dayRows,
    );
    const month = day.slice(0, 7);
    if (!months.has(month)) months.set(month, {});
    months.get(month)[`days.${day}`] = { ...summarize(dayRows), _id: day, rows: dayRows.length };
  }
  // Beside the days the API wrote this run (its templates'): one field per day, as the API sets it.
  if (months.size) {
    await db.collection(name).bulkWrite(
      [...months].map(([month, days]) => ({
        updateOne: { filter: { _id: month }, update: { $set: days }, upsert: true },
      })),
      { ordered: false },
    );
  }
  // The months' flat figures, recomputed from each month's summaries as the API does.
  if (rollUp) {
    for (const month of months.keys()) {
      const summaries = await db.collection(name).findOne({ _id: month });
      await db
        .collection(`${name}_months`)
        .replaceOne({ _id: month }, rollUp(Object.values(summaries?.days ?? {})), { upsert: true });
    }
  }
}

/** A month of booking days rolled up as BookingDays does: its confirmed bookings. */
const confirmedOfMonth = (days) => ({
  confirmed: days.reduce((sum, day) => sum + (day.confirmed ?? 0), 0),
});

/** A day of bookings summed as BookingDays does (src/bookings/shared/booking-days.ts): confirmed ones by day made. */
function bookingSummary(amountField, itemField) {
  return (rows) => {
    const made = {};
    const combos = {};
    let confirmed = 0;
    for (const row of rows) {
      // The season is confirmed or cancelled: no hold here to read as expired.
      const key = `${row.status ?? 'confirmed'}|${row.payment?.status ?? 'on_the_day'}|${row[itemField]}`;
      combos[key] = (combos[key] ?? 0) + 1;
      if (['held', 'cancelled', 'expired'].includes(row.status)) continue;
      confirmed++;
      const figures = (made[row.day] ??= { bookings: 0, revenue: 0 });
      figures.bookings++;
      figures.revenue = Math.round((figures.revenue + (row[amountField] || 0)) * 100) / 100;
    }
    return { confirmed, made, combos };
  };
}

/** Writes the season for n; resolves with how many documents went into each collection. */
export async function writeHistory(db, n, templates) {
  const now = Date.now();
  const newId = idFactory();
  const destinations = await db
    .collection('destinations')
    .find(
      {},
      { projection: { title: 1, CostPerPerson: 1, capacityPerSlot: 1, tourTimes: 1, timeZone: 1 } },
    )
    .toArray();
  const offers = await db
    .collection('offers')
    .find({}, { projection: { title: 1, Price: 1 } })
    .toArray();
  const tours = tourHistory(n, templates, destinations, now, newId);
  const stays = stayHistory(Math.round(n / 3), templates, offers, now, newId);
  const written = {};
  written.tour_bookings = await insertAll(db, 'tour_bookings', tours.bookings);
  // Claims of past times are where the API's sweep leaves them (PastClaimsArchive, every 10 minutes): in
  // the archive, the seats of a tour time as soon as it has started on its destination's clock, the nights
  // of the last day live a day longer. (The API's own rule, from its build.)
  const firstLiveDay = isoDay(now - DAY_MS);
  const zones = new Map(destinations.map((d) => [String(d._id), d.timeZone]));
  const [seatsLive, seatsPast] = split(
    tours.claims,
    (claim) =>
      claim.date >= firstLiveDay &&
      !slotStarted(claim.slot, zones.get(claim.slot.split('|')[0]), now),
  );
  written.seat_claims = await insertAll(db, 'seat_claims', seatsLive);
  written.seat_claims_archive = await insertAll(db, 'seat_claims_archive', seatsPast);
  written.stay_bookings = await insertAll(db, 'stay_bookings', stays.stays);
  const [nightsLive, nightsPast] = split(stays.nights, (claim) => claim.night >= firstLiveDay);
  written.night_claims = await insertAll(db, 'night_claims', nightsLive);
  written.night_claims_archive = await insertAll(db, 'night_claims_archive', nightsPast);
  written.audit_entries = await insertAll(db, 'audit_entries', tours.audit);
  // The day partitions the API keeps beside its ledgers (written as its bookings and entries happen), in
  // their own database (the API's src/common/partitions/day-partitions.ts partitionsDatabase).
  const days = db.client.db(`${db.databaseName}_days`);
  await writeDays(
    days,
    'tour_booking_days',
    tours.bookings,
    (b) => b.date,
    bookingSummary('cost', 'destinationId'),
    confirmedOfMonth,
  );
  await writeDays(
    days,
    'stay_booking_days',
    stays.stays,
    (b) => b.checkIn,
    bookingSummary('totalCost', 'offerId'),
    confirmedOfMonth,
  );
  await writeDays(days, 'audit_days', tours.audit, (e) => e.at.toISOString().slice(0, 10));
  written.outbox = await insertAll(
    db,
    'outbox',
    mailHistory(Math.round(n / 10), templates, tours.bookings, now, newId),
  );
  const users = userHistory(Math.round(n / 3), templates, now, newId);
  written.users = await insertAll(db, 'users', users);
  // Verified accounts' addresses are also kept by address (the API's users/verified-addresses.ts), dated
  // now: the running API reads those written since its last read.
  await insertAll(
    db,
    'verified_addresses',
    users.map((user) => ({ _id: user.email, at: new Date() })),
  );
  // And the since-marker the API moves after writing addresses, which its reads look at first.
  await db
    .collection('verified_addresses')
    .updateOne({ _id: '#written' }, { $set: { at: new Date() } }, { upsert: true });
  return written;
}
