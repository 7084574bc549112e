import { Types } from 'mongoose';
import TestAgent from 'supertest/lib/agent';
import { newManageToken } from '../../src/bookings/shared/manage-token';
import { inDays, insertDestination, insertOffer } from './fixtures';
import { createTestApp, TestApp } from './test-app';

/** How many requests of one race are sent at once. */
export const RACERS = 50;
/** The tour date of the races' bookings. */
export const RACE_DATE = inDays(7);

export type Kind = 'tour' | 'stay';
export type Answer = { status: number; body: { message?: string } };

/** A booking made over the API for a race, with a manage token the test knows. */
export interface RaceBooking {
  _id: string;
  reference: string;
  /** The destination or offer booked. */
  placeId: string;
  token: string;
  /** The seats or nights it holds. */
  places: number;
  /** With payments on: its Checkout Session. */
  payment?: { sessionId: string; amount: number };
}

/**
 * Two API instances on one embedded database, as a scaled-out deployment runs, for the race suites: request
 * `i` of a race goes to one or the other. `env` (awaited in beforeAll) is both instances' settings; they share
 * a JWT secret, so an admin's token is good on either.
 */
export function useRaceInstances(env: () => Promise<Record<string, string>> = async () => ({})) {
  // Fifty requests taking turns on a shared 2-core machine: more room than a single request's test needs.
  jest.setTimeout(90_000);
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let admin = '';
  let visitors = 0;

  beforeAll(async () => {
    const settings = { JWT_SECRET: 'races-e2e-secret-0123456789abcdef0123', ...(await env()) };
    a = await createTestApp(settings);
    b = await createTestApp(settings, a);
    admin = await a.signIn('admin');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const first = (): TestApp => {
    if (!a) throw new Error('The race instances start in beforeAll');
    return a;
  };
  const collection = (name: string) => first().connection.collection(name);
  const bookings = (kind: Kind) => collection(`${kind}_bookings`);
  const claims = (kind: Kind) => collection(kind === 'tour' ? 'seat_claims' : 'night_claims');

  return {
    get a(): TestApp {
      return first();
    },
    /** The instance that takes request `i`. */
    app(i: number): TestApp {
      return i % 2 === 0 || !b ? first() : b;
    },
    http(i: number): TestAgent {
      return this.app(i).http;
    },
    asAdmin: () => ({ Authorization: `Bearer ${admin}` }),
    /** Sends `count` requests at once, request `i` made by `send(i)`. */
    race<R>(send: (i: number) => PromiseLike<R>, count = RACERS): Promise<R[]> {
      return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
    },
    bookings,
    claims,
    claimsOf: (kind: Kind, id: string) =>
      claims(kind)
        .find({ bookingId: new Types.ObjectId(id) })
        .toArray(),
    statusOf: async (kind: Kind, id: string) =>
      (await bookings(kind).findOne({ _id: new Types.ObjectId(id) }))?.status as string | undefined,
    /** The audit trail's actions on one record, in any order. */
    auditOf: async (id: string) =>
      (await collection('audit_entries').find({ record: id }).toArray()).map(
        (e) => e.action as string,
      ),
    /** The outbox's dedupe keys of mails about one booking. */
    outboxKeys: async (reference: string) =>
      (await collection('outbox').find({}).toArray())
        .map((m) => m.key as string)
        .filter((key) => key?.endsWith(reference)),

    /** A booking of two seats (of a tour time of `capacity`) or two nights, held unless made otherwise. */
    async booking(kind: Kind, { capacity = 2 } = {}): Promise<RaceBooking> {
      const email = `racer${++visitors}@example.com`;
      const http = first().http;
      let placeId: string;
      let res;
      if (kind === 'tour') {
        placeId = await insertDestination(first().connection, { capacityPerSlot: capacity });
        res = await http
          .post('/api/booking')
          .send({
            destinationId: placeId,
            date: RACE_DATE,
            time: '09:30',
            tickets: 2,
            cost: 91,
            name: 'Ana',
            email,
          })
          .expect(201);
      } else {
        placeId = await insertOffer(first().connection);
        res = await http
          .post('/api/bookingapartment')
          .send({
            name: 'Stay Guest',
            email,
            checkIn: inDays(10),
            checkOut: inDays(12),
            guests: 1,
            offerId: placeId,
            pricePerNight: 40,
            totalCost: 80,
            costPerPerson: 80,
          })
          .expect(201);
      }
      const body = res.body as {
        data: { _id: string; reference: string };
        payment?: { sessionId: string; amount: number };
      };
      // The manage link's token, set here rather than read from the mail.
      const { token, hash } = newManageToken();
      await bookings(kind).updateOne(
        { _id: new Types.ObjectId(body.data._id) },
        { $set: { manageTokenHash: hash } },
      );
      return { ...body.data, placeId, token, places: 2, payment: body.payment };
    },

    /** Time passes: the booking's hold and its claims lapse (no sweep yet). */
    async lapse(kind: Kind, id: string): Promise<void> {
      const past = new Date(Date.now() - 5 * 60_000);
      const _id = new Types.ObjectId(id);
      await bookings(kind).updateOne({ _id }, { $set: { holdExpiresAt: past } });
      await claims(kind).updateMany({ bookingId: _id }, { $set: { expiresAt: past } });
    },
  };
}

export const statuses = (answers: Answer[]) => answers.map((r) => r.status);
export const countOf = (list: string[], item: string) => list.filter((x) => x === item).length;
/** The answers of the requests at even (0) or odd (1) places of a race. */
export const every2nd = <R>(answers: R[], parity: 0 | 1) =>
  answers.filter((_, i) => i % 2 === parity);
