import { Types } from 'mongoose';
import { MailCatcher } from './utils/mail-catcher';
import {
  countOf,
  every2nd,
  RACE_DATE,
  RaceBooking,
  RACERS,
  statuses,
  useRaceInstances,
} from './utils/races';

/**
 * The races of booking-races that only tours have: a whole tour time moved or cancelled, and a waitlist
 * offer claimed, each 50 times at once over two instances, alone and against the visitor's own requests.
 */
const CANCELLED = 'This booking was cancelled.';
const LINK_NOT_VALID = 'This booking link is not valid.';
const OFFER_CLAIMED = 'This offer was already claimed: see the booking mail we sent.';

describe('tour booking races: tour times and waitlist offers, one wins', () => {
  const mail = new MailCatcher();
  const r = useRaceInstances(async () => ({ SMTP_URL: await mail.start() }));
  afterAll(() => mail.stop());

  const cancel = (i: number, b: RaceBooking) =>
    r.http(i).post('/api/bookings/manage/cancel').send({ ref: b.reference, token: b.token });
  const slotsOf = async (id: string) => (await r.claimsOf('tour', id)).map((c) => c.slot as string);
  const operationOf = (answer: { body: unknown }) =>
    (answer.body as { data: { _id: string } }).data._id;

  describe('a tour time', () => {
    const timeRequest = (i: number, action: 'move' | 'cancel', destinationId: string) =>
      r
        .http(i)
        .post(`/api/admin/tour-times/${action}`)
        .set(r.asAdmin())
        .send({
          destinationId,
          date: RACE_DATE,
          time: '09:30',
          ...(action === 'move' ? { toTime: '10:00' } : {}),
        });

    it('is moved once when an admin moves it 50 times at once', async () => {
      const first = await r.booking('tour', { capacity: 4 });
      const destinationId = first.placeId;
      const second = await r.a.http
        .post('/api/booking')
        .send({
          destinationId,
          date: RACE_DATE,
          time: '09:30',
          tickets: 2,
          cost: 91,
          name: 'Bo',
          email: 'bo@example.com',
        })
        .expect(201);
      const ids = [first._id, (second.body.data as { _id: string })._id];
      const answers = await r.race((i) => timeRequest(i, 'move', destinationId));
      expect(statuses(answers).filter((s) => s !== 200)).toEqual([]);
      // The first moves them; the others find the time empty and answer with the same operation.
      expect(new Set(answers.map(operationOf)).size).toBe(1);
      expect(
        await r.a.connection.collection('tour_time_operations').countDocuments({ kind: 'move' }),
      ).toBe(1);
      for (const id of ids) {
        expect(await slotsOf(id)).toEqual(Array(2).fill(`${destinationId}|${RACE_DATE}|10:00`));
        expect(countOf(await r.auditOf(id), 'moved')).toBe(1);
      }
    });

    it('cancels a booking once when 25 cancels of its tour time race 25 cancels by its link', async () => {
      const target = await r.booking('tour', { capacity: 4 });
      const answers = await r.race((i) =>
        i % 2 === 0 ? timeRequest(i, 'cancel', target.placeId) : cancel(i, target),
      );
      expect(statuses(every2nd(answers, 0))).toEqual(Array<number>(RACERS / 2).fill(200));
      expect(new Set(every2nd(answers, 0).map(operationOf)).size).toBe(1);
      for (const refused of every2nd(answers, 1).filter((a) => a.status !== 200)) {
        expect([refused.status, refused.body.message]).toEqual([409, CANCELLED]);
      }
      expect(await r.statusOf('tour', target._id)).toBe('cancelled');
      expect(await r.claimsOf('tour', target._id)).toEqual([]);
      expect(countOf(await r.auditOf(target._id), 'cancelled')).toBe(1);
      // One cancellation notice, whoever cancelled it: the operation's or the visitor's, under one key.
      expect(
        (await r.outboxKeys(target.reference)).filter((k) => k.startsWith('booking-cancelled')),
      ).toEqual([`booking-cancelled:${target.reference}`]);
    });

    it('either moves a booking or cancels it when 25 moves race 25 cancels of it', async () => {
      const target = await r.booking('tour', { capacity: 4 });
      const destinationId = target.placeId;
      const answers = await r.race((i) =>
        i % 2 === 0 ? timeRequest(i, 'move', destinationId) : cancel(i, target),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const cancels = every2nd(answers, 1);
      expect(statuses(cancels).filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      for (const refused of cancels.filter((a) => a.status !== 200)) {
        expect([
          [409, CANCELLED],
          [404, LINK_NOT_VALID],
        ]).toContainEqual([refused.status, refused.body.message]);
      }
      const stored = await r.bookings('tour').findOne({ _id: new Types.ObjectId(target._id) });
      const audit = await r.auditOf(target._id);
      expect(countOf(audit, 'moved')).toBeLessThanOrEqual(1);
      if (stored?.status === 'cancelled') {
        expect(statuses(cancels).filter((s) => s === 200)).toEqual([200]);
        expect(await slotsOf(target._id)).toEqual([]);
        expect(countOf(audit, 'cancelled')).toBe(1);
      } else {
        expect(stored).toMatchObject({ status: 'held', time: '10:00' });
        expect(await slotsOf(target._id)).toEqual(
          Array(2).fill(`${destinationId}|${RACE_DATE}|10:00`),
        );
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

    const entryOf = (email: string) =>
      r.a.connection.collection('tour_waitlist').findOne({ email });

    /** A tour time sold out by one booking, a confirmed entry waiting, the booking deleted: an offer. */
    async function offered(email: string) {
      const full = await r.booking('tour');
      const destinationId = full.placeId;
      await r.a.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .send({ date: RACE_DATE, time: '09:30', tickets: 2, email, name: 'Wait Ing' })
        .expect(201);
      const confirmToken = await tokenFrom(email, 'confirm', destinationId);
      await r.a.http
        .post(`/api/destination/${destinationId}/waitlist/confirm`)
        .send({ token: confirmToken })
        .expect(200);
      await r.a.http.delete(`/api/deleteBooking/${full._id}`).set(r.asAdmin()).expect(200);
      const token = await tokenFrom(email, 'claim', destinationId);
      const entry = await entryOf(email);
      expect(entry?.status).toBe('offered');
      return { destinationId, token, id: String(entry!._id) };
    }

    const claim = (i: number, destinationId: string, token: string) =>
      r.http(i).post(`/api/destination/${destinationId}/waitlist/claim`).send({ token });

    it('is claimed once when its link is sent 50 times at once', async () => {
      const email = 'waiting@example.com';
      const { destinationId, token, id } = await offered(email);
      const answers = await r.race((i) => claim(i, destinationId, token));
      expect(statuses(answers).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(OFFER_CLAIMED);
      }
      expect(
        await r
          .bookings('tour')
          .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(1);
      expect(await r.statusOf('tour', id)).toBe('confirmed');
      expect(await r.claimsOf('tour', id)).toHaveLength(2);
      expect((await entryOf(email))?.status).toBe('claimed');
      expect(countOf(await r.auditOf(id), 'created')).toBe(1);
    });

    it('is either claimed with its seats or left with them free when 25 claims race 25 leaves', async () => {
      const email = 'leaving@example.com';
      const { destinationId, token, id } = await offered(email);
      const answers = await r.race((i) =>
        i % 2 === 0
          ? claim(i, destinationId, token)
          : r.http(i).post(`/api/destination/${destinationId}/waitlist/leave`).send({ token }),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const claimed = statuses(every2nd(answers, 0)).filter((s) => s === 201);
      if ((await entryOf(email))?.status === 'claimed') {
        expect(claimed).toEqual([201]);
        expect(await r.statusOf('tour', id)).toBe('confirmed');
        expect(await r.claimsOf('tour', id)).toHaveLength(2);
      } else {
        expect((await entryOf(email))?.status).toBe('left');
        expect(claimed).toEqual([]);
        expect(await r.statusOf('tour', id)).toBeUndefined();
        expect(await r.claimsOf('tour', id)).toEqual([]);
      }
    });

    it('is either claimed with its seats or removed with them free when 25 claims race 25 admin removals', async () => {
      const { destinationId, token, id } = await offered('removed@example.com');
      const answers = await r.race((i) =>
        i % 2 === 0
          ? claim(i, destinationId, token)
          : r.http(i).delete(`/api/admin/waitlist/${id}`).set(r.asAdmin()),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const claimed = statuses(every2nd(answers, 0)).filter((s) => s === 201);
      expect(claimed.length).toBeLessThanOrEqual(1);
      // A booking made from the offer keeps its seats whether or not its entry was removed after.
      if (claimed.length === 1) {
        expect(await r.statusOf('tour', id)).toBe('confirmed');
        expect(await r.claimsOf('tour', id)).toHaveLength(2);
      } else {
        expect(await r.statusOf('tour', id)).toBeUndefined();
        expect(await r.claimsOf('tour', id)).toEqual([]);
      }
    });
  });
});
