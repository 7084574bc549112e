import { Types } from 'mongoose';
import { newManageToken } from '../src/bookings/shared/manage-token';
import { StayBookingsService } from '../src/bookings/stays/stay-bookings.service';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * Every state change of a booking that can race another, sent 50 times at once over two API instances on one
 * embedded database (FerretDB runs a conditional update as a read and then a write): exactly one request
 * changes the booking, the others are answered as if they came after it (a 4xx, never a 5xx), and nothing
 * is done twice (places, notices in the outbox, audit entries). Payments' races: booking-payment-races.
 */
const N = 50;
const DATE = inDays(7);
const CANCELLED = 'This booking was cancelled.';
const EXPIRED = 'This hold has expired and its places were released. Please book again.';
const ALREADY_BACK = 'This was restored already (another restore of it came first).';
const NOT_DELETED = 'Nothing of this kind with this id is in Recently deleted.';
const OFFER_CLAIMED = 'This offer was already claimed: see the booking mail we sent.';

type Kind = 'tour' | 'stay';
type Answer = { status: number; body: { message?: string } };

describe('booking races: 50 requests at once over two instances, one wins', () => {
  const mail = new MailCatcher();
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    // One secret for both, so the admin's token is good on either instance.
    const env = {
      JWT_SECRET: 'races-e2e-secret-0123456789abcdef0123',
      SMTP_URL: await mail.start(),
    };
    a = await createTestApp(env);
    b = await createTestApp(env, a);
    admin = await a.signIn('admin');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await mail.stop();
  });

  /** Request `i` of a race goes to one instance or the other. */
  const on = (i: number) => (i % 2 === 0 ? a.http : b.http);
  const asAdmin = () => ({ Authorization: `Bearer ${admin}` });
  const race = (count: number, send: (i: number) => PromiseLike<Answer>): Promise<Answer[]> =>
    Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const statuses = (answers: Answer[]) => answers.map((r) => r.status);
  const bookings = (kind: Kind) => a.connection.collection(`${kind}_bookings`);
  const claims = (kind: Kind) =>
    a.connection.collection(kind === 'tour' ? 'seat_claims' : 'night_claims');
  const claimsOf = (kind: Kind, id: string) =>
    claims(kind)
      .find({ bookingId: new Types.ObjectId(id) })
      .toArray();
  const auditOf = async (id: string) =>
    (await a.connection.collection('audit_entries').find({ record: id }).toArray()).map(
      (e) => e.action as string,
    );
  const countOf = (actions: string[], action: string) => actions.filter((x) => x === action).length;
  const outboxKeys = async (reference: string) =>
    (await a.connection.collection('outbox').find({}).toArray())
      .map((m) => m.key as string)
      .filter((key) => key?.endsWith(reference));
  const deletedItems = (id: string) =>
    a.connection.collection('deleted_items').find({ record: id }).toArray();

  let visitors = 0;

  /** A booking made over the API (held, unless `confirmed`), with a manage token set for it. */
  async function booking(kind: Kind, { capacity = 2, time = '09:30' } = {}) {
    const tickets = 2;
    const email = `racer${++visitors}@example.com`;
    let res;
    if (kind === 'tour') {
      const destinationId = await insertDestination(a.connection, { capacityPerSlot: capacity });
      res = await a.http
        .post('/api/booking')
        .send({
          destinationId,
          date: DATE,
          time,
          tickets,
          cost: 45.5 * tickets,
          name: 'Ana',
          email,
        })
        .expect(201);
      Object.assign(res.body.data, { placeId: destinationId });
    } else {
      const offerId = await insertOffer(a.connection);
      res = await a.http
        .post('/api/bookingapartment')
        .send({
          name: 'Stay Guest',
          email,
          checkIn: inDays(10),
          checkOut: inDays(12),
          guests: 1,
          offerId,
          pricePerNight: 40,
          totalCost: 80,
          costPerPerson: 80,
        })
        .expect(201);
      Object.assign(res.body.data, { placeId: offerId });
    }
    const data = res.body.data as { _id: string; reference: string; placeId: string };
    const { token, hash } = newManageToken();
    await bookings(kind).updateOne(
      { _id: new Types.ObjectId(data._id) },
      { $set: { manageTokenHash: hash } },
    );
    const places = kind === 'tour' ? tickets : 2;
    return { ...data, token, email, places };
  }

  const confirm = (i: number, ref: string, token: string) =>
    on(i).post('/api/bookings/manage/confirm').send({ ref, token });
  const cancel = (i: number, ref: string, token: string) =>
    on(i).post('/api/bookings/manage/cancel').send({ ref, token });
  const deletePath = (kind: Kind, id: string) =>
    kind === 'tour' ? `/api/deleteBooking/${id}` : `/api/bookingapartment/${id}`;
  const remove = (i: number, kind: Kind, id: string) =>
    on(i).delete(deletePath(kind, id)).set(asAdmin());
  const restore = (i: number, kind: Kind, id: string) =>
    on(i).post(`/api/admin/deleted/${kind}-booking/${id}/restore`).set(asAdmin());

  const statusOf = async (kind: Kind, id: string) =>
    (await bookings(kind).findOne({ _id: new Types.ObjectId(id) }))?.status as string | undefined;

  describe.each<Kind>(['tour', 'stay'])('a %s booking', (kind) => {
    it('is confirmed once when its link is sent 50 times at once', async () => {
      const hold = await booking(kind);
      const answers = await race(N, (i) => confirm(i, hold.reference, hold.token));
      // A confirm after the confirmation is a harmless 200 (the contract): what must happen once is the change.
      expect(statuses(answers)).toEqual(Array<number>(N).fill(200));
      expect(await statusOf(kind, hold._id)).toBe('confirmed');
      const held = await claimsOf(kind, hold._id);
      expect(held).toHaveLength(hold.places);
      expect(held.filter((c) => 'expiresAt' in c)).toEqual([]);
      expect(countOf(await auditOf(hold._id), 'confirmed')).toBe(1);
    });

    it('is cancelled once when its link is sent 50 times at once', async () => {
      const hold = await booking(kind);
      const answers = await race(N, (i) => cancel(i, hold.reference, hold.token));
      expect(statuses(answers).sort()).toEqual([200, ...Array<number>(N - 1).fill(409)]);
      for (const refused of answers.filter((r) => r.status === 409)) {
        expect(refused.body.message).toBe(CANCELLED);
      }
      expect(await statusOf(kind, hold._id)).toBe('cancelled');
      expect(await claimsOf(kind, hold._id)).toEqual([]);
      expect(countOf(await auditOf(hold._id), 'cancelled')).toBe(1);
      expect(await outboxKeys(hold.reference)).toContain(`booking-cancelled:${hold.reference}`);
    });

    it('ends cancelled with its places free when 25 confirms race 25 cancels', async () => {
      const hold = await booking(kind);
      const answers = await race(N, (i) =>
        i % 2 === 0
          ? confirm(i, hold.reference, hold.token)
          : cancel(i, hold.reference, hold.token),
      );
      const cancels = answers.filter((_, i) => i % 2 === 1);
      const confirms = answers.filter((_, i) => i % 2 === 0);
      expect(statuses(cancels).sort()).toEqual([200, ...Array<number>(N / 2 - 1).fill(409)]);
      for (const answer of confirms) {
        if (answer.status !== 200)
          expect([answer.status, answer.body.message]).toEqual([409, CANCELLED]);
      }
      expect(await statusOf(kind, hold._id)).toBe('cancelled');
      expect(await claimsOf(kind, hold._id)).toEqual([]);
      const audit = await auditOf(hold._id);
      expect(countOf(audit, 'cancelled')).toBe(1);
      expect(countOf(audit, 'confirmed')).toBeLessThanOrEqual(1);
    });

    it('is expired once when 25 sweeps on both instances race 25 cancels after its hold lapsed', async () => {
      const hold = await booking(kind);
      const past = new Date(Date.now() - 5 * 60_000);
      const _id = new Types.ObjectId(hold._id);
      await bookings(kind).updateOne({ _id }, { $set: { holdExpiresAt: past } });
      await claims(kind).updateMany({ bookingId: _id }, { $set: { expiresAt: past } });
      const service = kind === 'tour' ? TourBookingsService : StayBookingsService;
      const answers = await race(N, async (i) => {
        if (i % 2 === 1) return cancel(i, hold.reference, hold.token);
        await (i % 4 === 0 ? a : b).app.get(service).lifecycle.sweep();
        return { status: 0, body: {} };
      });
      for (const refused of answers.filter((_, i) => i % 2 === 1)) {
        expect([refused.status, refused.body.message]).toEqual([409, EXPIRED]);
      }
      expect(await statusOf(kind, hold._id)).toBe('expired');
      expect(await claimsOf(kind, hold._id)).toEqual([]);
      expect(countOf(await auditOf(hold._id), 'expired')).toBe(1);
    });

    it('is deleted once when an admin deletes it 50 times at once', async () => {
      const hold = await booking(kind);
      const answers = await race(N, (i) => remove(i, kind, hold._id));
      expect(statuses(answers).sort()).toEqual([200, ...Array<number>(N - 1).fill(404)]);
      expect(await statusOf(kind, hold._id)).toBeUndefined();
      expect(await claimsOf(kind, hold._id)).toEqual([]);
      expect(await deletedItems(hold._id)).toHaveLength(1);
      expect(countOf(await auditOf(hold._id), 'deleted')).toBe(1);
    });

    it('is restored once when an admin restores it 50 times at once', async () => {
      const hold = await booking(kind);
      await remove(0, kind, hold._id).expect(200);
      const answers = await race(N, (i) => restore(i, kind, hold._id));
      expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
      for (const refused of answers.filter((r) => r.status !== 200)) {
        expect([
          [409, ALREADY_BACK],
          [404, NOT_DELETED],
        ]).toContainEqual([refused.status, refused.body.message]);
      }
      expect(await statusOf(kind, hold._id)).toBe('held');
      expect(await claimsOf(kind, hold._id)).toHaveLength(hold.places);
      expect(await deletedItems(hold._id)).toEqual([]);
      expect(countOf(await auditOf(hold._id), 'restored')).toBe(1);
    });

    it('is either back with its places or in Recently deleted without them when restores race deletes', async () => {
      const hold = await booking(kind);
      await remove(0, kind, hold._id).expect(200);
      const answers = await race(N, (i) =>
        i % 2 === 0 ? restore(i, kind, hold._id) : remove(i, kind, hold._id),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const back = (await statusOf(kind, hold._id)) !== undefined;
      const items = await deletedItems(hold._id);
      const held = await claimsOf(kind, hold._id);
      if (back) {
        expect(items).toEqual([]);
        expect(held).toHaveLength(hold.places);
      } else {
        expect(items).toHaveLength(1);
        expect(held).toEqual([]);
      }
      const audit = await auditOf(hold._id);
      const restored = countOf(audit, 'restored');
      // Every restore that answered 200 and every delete that did are in the trail, and they alternate.
      expect(restored).toBe(
        statuses(answers.filter((_, i) => i % 2 === 0)).filter((s) => s === 200).length,
      );
      expect(countOf(audit, 'deleted')).toBe(restored + (back ? 0 : 1));
    });
  });

  describe('a tour time', () => {
    const LINK_NOT_VALID = 'This booking link is not valid.';
    const move = (i: number, destinationId: string) =>
      on(i)
        .post('/api/admin/tour-times/move')
        .set(asAdmin())
        .send({ destinationId, date: DATE, time: '09:30', toTime: '10:00' });
    const slotOf = async (id: string) =>
      (
        await claims('tour')
          .find({ bookingId: new Types.ObjectId(id) })
          .toArray()
      ).map((c) => c.slot as string);

    it('is moved once when an admin moves it 50 times at once', async () => {
      const first = await booking('tour', { capacity: 4 });
      const destinationId = first.placeId;
      const second = await a.http
        .post('/api/booking')
        .send({
          destinationId,
          date: DATE,
          time: '09:30',
          tickets: 2,
          cost: 91,
          name: 'Bo',
          email: 'bo@example.com',
        })
        .expect(201);
      const ids = [first._id, (second.body.data as { _id: string })._id];
      const answers = await race(N, (i) => move(i, destinationId));
      expect(statuses(answers).filter((s) => s !== 200)).toEqual([]);
      // The first moves them; the others find the time empty and answer with the same operation.
      const operations = new Set(
        answers.map((r) => (r.body as { data: { _id: string } }).data._id),
      );
      expect(operations.size).toBe(1);
      expect(
        await a.connection.collection('tour_time_operations').countDocuments({ kind: 'move' }),
      ).toBe(1);
      for (const id of ids) {
        expect(await slotOf(id)).toEqual(Array(2).fill(`${destinationId}|${DATE}|10:00`));
        expect(countOf(await auditOf(id), 'moved')).toBe(1);
      }
    });

    it('cancels a booking once when 25 cancels of its tour time race 25 cancels by its link', async () => {
      const target = await booking('tour', { capacity: 4 });
      const destinationId = target.placeId;
      const answers = await race(N, (i) =>
        i % 2 === 0
          ? on(i)
              .post('/api/admin/tour-times/cancel')
              .set(asAdmin())
              .send({ destinationId, date: DATE, time: '09:30' })
          : cancel(i, target.reference, target.token),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      for (const answer of answers.filter((_, i) => i % 2 === 0)) expect(answer.status).toBe(200);
      const cancels = answers.filter((_, i) => i % 2 === 1);
      for (const refused of cancels.filter((r) => r.status !== 200)) {
        expect([refused.status, refused.body.message]).toEqual([409, CANCELLED]);
      }
      expect(await statusOf('tour', target._id)).toBe('cancelled');
      expect(await claimsOf('tour', target._id)).toEqual([]);
      expect(countOf(await auditOf(target._id), 'cancelled')).toBe(1);
      // One cancellation notice, whoever cancelled it: the operation's or the visitor's, under one key.
      expect(
        (await outboxKeys(target.reference)).filter((k) => k.startsWith('booking-cancelled')),
      ).toEqual([`booking-cancelled:${target.reference}`]);
      const operations = new Set(
        answers
          .filter((_, i) => i % 2 === 0)
          .map((r) => (r.body as { data: { _id: string } }).data._id),
      );
      expect(operations.size).toBe(1);
    });

    it('either moves a booking or cancels it when 25 moves race 25 cancels of it', async () => {
      const target = await booking('tour', { capacity: 4 });
      const destinationId = target.placeId;
      const answers = await race(N, (i) =>
        i % 2 === 0 ? move(i, destinationId) : cancel(i, target.reference, target.token),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const cancels = answers.filter((_, i) => i % 2 === 1);
      expect(statuses(cancels).filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      for (const refused of cancels.filter((r) => r.status !== 200)) {
        expect([
          [409, CANCELLED],
          [404, LINK_NOT_VALID],
        ]).toContainEqual([refused.status, refused.body.message]);
      }
      const stored = await bookings('tour').findOne({ _id: new Types.ObjectId(target._id) });
      const audit = await auditOf(target._id);
      expect(countOf(audit, 'moved')).toBeLessThanOrEqual(1);
      if (stored?.status === 'cancelled') {
        expect(statuses(cancels).filter((s) => s === 200)).toEqual([200]);
        expect(await slotOf(target._id)).toEqual([]);
        expect(countOf(audit, 'cancelled')).toBe(1);
      } else {
        expect(stored).toMatchObject({ status: 'held', time: '10:00' });
        expect(await slotOf(target._id)).toEqual(Array(2).fill(`${destinationId}|${DATE}|10:00`));
        expect(countOf(audit, 'cancelled')).toBe(0);
      }
    });
  });

  describe('a waitlist offer', () => {
    async function tokenFrom(email: string, action: string, destinationId: string) {
      const body = await mail.mailWith(
        email,
        `/waitlist/${action}?destination=${destinationId}&token=`,
      );
      const match = new RegExp(
        `/waitlist/${action}\\?destination=${destinationId}&token=([A-Za-z0-9_-]+)`,
      ).exec(body);
      if (!match?.[1]) throw new Error(`No ${action} link for ${email}`);
      return match[1];
    }

    /** A tour time sold out by one booking, a confirmed entry waiting, the booking deleted: an offer. */
    async function offered(email: string) {
      const full = await booking('tour');
      const destinationId = full.placeId;
      await a.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .send({ date: DATE, time: '09:30', tickets: 2, email, name: 'Wait Ing' })
        .expect(201);
      const confirmToken = await tokenFrom(email, 'confirm', destinationId);
      await a.http
        .post(`/api/destination/${destinationId}/waitlist/confirm`)
        .send({ token: confirmToken })
        .expect(200);
      await remove(0, 'tour', full._id).expect(200);
      const token = await tokenFrom(email, 'claim', destinationId);
      const entry = await a.connection.collection('tour_waitlist').findOne({ email });
      expect(entry?.status).toBe('offered');
      return { destinationId, token, id: String(entry!._id) };
    }

    it('is either claimed with its seats or left with them free when 25 claims race 25 leaves', async () => {
      const email = 'leaving@example.com';
      const { destinationId, token, id } = await offered(email);
      const answers = await race(N, (i) =>
        on(i)
          .post(`/api/destination/${destinationId}/waitlist/${i % 2 === 0 ? 'claim' : 'leave'}`)
          .send({ token }),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const entry = await a.connection.collection('tour_waitlist').findOne({ email });
      const claimsAnswers = answers.filter((_, i) => i % 2 === 0);
      if (entry?.status === 'claimed') {
        expect(statuses(claimsAnswers).filter((s) => s === 201)).toHaveLength(1);
        expect(await statusOf('tour', id)).toBe('confirmed');
        expect(await claimsOf('tour', id)).toHaveLength(2);
      } else {
        expect(entry?.status).toBe('left');
        expect(statuses(claimsAnswers).filter((s) => s === 201)).toEqual([]);
        expect(await statusOf('tour', id)).toBeUndefined();
        expect(await claimsOf('tour', id)).toEqual([]);
      }
    });

    it('is either claimed with its seats or removed with them free when 25 claims race 25 admin removals', async () => {
      const email = 'removed@example.com';
      const { destinationId, token, id } = await offered(email);
      const answers = await race(N, (i) =>
        i % 2 === 0
          ? on(i).post(`/api/destination/${destinationId}/waitlist/claim`).send({ token })
          : on(i).delete(`/api/admin/waitlist/${id}`).set(asAdmin()),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const claimed = statuses(answers.filter((_, i) => i % 2 === 0)).filter((s) => s === 201);
      expect(claimed.length).toBeLessThanOrEqual(1);
      // A booking made from the offer keeps its seats whether or not its entry was removed after.
      if (claimed.length === 1) {
        expect(await statusOf('tour', id)).toBe('confirmed');
        expect(await claimsOf('tour', id)).toHaveLength(2);
      } else {
        expect(await statusOf('tour', id)).toBeUndefined();
        expect(await claimsOf('tour', id)).toEqual([]);
      }
    });

    it('is claimed once when its link is sent 50 times at once', async () => {
      const email = 'waiting@example.com';
      const { destinationId, token, id } = await offered(email);
      const answers = await race(N, (i) =>
        on(i).post(`/api/destination/${destinationId}/waitlist/claim`).send({ token }),
      );
      expect(statuses(answers).sort()).toEqual([201, ...Array<number>(N - 1).fill(409)]);
      for (const refused of answers.filter((r) => r.status === 409)) {
        expect(refused.body.message).toBe(OFFER_CLAIMED);
      }
      expect(
        await bookings('tour').countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(1);
      expect(await statusOf('tour', id)).toBe('confirmed');
      expect(await claimsOf('tour', id)).toHaveLength(2);
      expect((await a.connection.collection('tour_waitlist').findOne({ email }))?.status).toBe(
        'claimed',
      );
      expect(countOf(await auditOf(id), 'created')).toBe(1);
    });
  });
});
