import { StayBookingsService } from '../src/bookings/stays/stay-bookings.service';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { Answer, countOf, every2nd, Kind, RACERS, statuses, useRaceInstances } from './utils/races';

/**
 * Every change of one booking that can race another, sent 50 times at once over two API instances on one
 * embedded database (FerretDB runs a conditional update as a read and then a write): exactly one request
 * changes the booking, the others are answered as if they came after it (a 4xx, never a 5xx), and nothing
 * is done twice (places, notices in the outbox, audit entries). Tour times and waitlist offers:
 * booking-tour-races; payments: booking-payment-races.
 */
const CANCELLED = 'This booking was cancelled.';
const EXPIRED = 'This hold has expired and its places were released. Please book again.';
const ALREADY_BACK = 'This was restored already (another restore of it came first).';
const NOT_DELETED = 'Nothing of this kind with this id is in Recently deleted.';

describe('booking races: 50 requests at once over two instances, one wins', () => {
  const r = useRaceInstances();

  const confirm = (i: number, ref: string, token: string) =>
    r.http(i).post('/api/bookings/manage/confirm').send({ ref, token });
  const cancel = (i: number, ref: string, token: string) =>
    r.http(i).post('/api/bookings/manage/cancel').send({ ref, token });
  const remove = (i: number, kind: Kind, id: string) =>
    r
      .http(i)
      .delete(kind === 'tour' ? `/api/deleteBooking/${id}` : `/api/bookingapartment/${id}`)
      .set(r.asAdmin());
  const restore = (i: number, kind: Kind, id: string) =>
    r.http(i).post(`/api/admin/deleted/${kind}-booking/${id}/restore`).set(r.asAdmin());
  const deletedItems = (id: string) =>
    r.a.connection.collection('deleted_items').find({ record: id }).toArray();

  describe.each<Kind>(['tour', 'stay'])('a %s booking', (kind) => {
    it('is confirmed once when its link is sent 50 times at once', async () => {
      const hold = await r.booking(kind);
      const answers = await r.race((i) => confirm(i, hold.reference, hold.token));
      // A confirm after the confirmation is a harmless 200 (the contract): what happens once is the change.
      expect(statuses(answers)).toEqual(Array<number>(RACERS).fill(200));
      expect(await r.statusOf(kind, hold._id)).toBe('confirmed');
      const held = await r.claimsOf(kind, hold._id);
      expect(held).toHaveLength(hold.places);
      expect(held.filter((c) => 'expiresAt' in c)).toEqual([]);
      expect(countOf(await r.auditOf(hold._id), 'confirmed')).toBe(1);
    });

    it('is cancelled once when its link is sent 50 times at once', async () => {
      const hold = await r.booking(kind);
      const answers = await r.race((i) => cancel(i, hold.reference, hold.token));
      expect(statuses(answers).sort()).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(CANCELLED);
      }
      expect(await r.statusOf(kind, hold._id)).toBe('cancelled');
      expect(await r.claimsOf(kind, hold._id)).toEqual([]);
      expect(countOf(await r.auditOf(hold._id), 'cancelled')).toBe(1);
      expect(await r.outboxKeys(hold.reference)).toContain(`booking-cancelled:${hold.reference}`);
    });

    it('ends cancelled with its places free when 25 confirms race 25 cancels', async () => {
      const hold = await r.booking(kind);
      const answers = await r.race((i) =>
        i % 2 === 0
          ? confirm(i, hold.reference, hold.token)
          : cancel(i, hold.reference, hold.token),
      );
      expect(statuses(every2nd(answers, 1)).sort()).toEqual([
        200,
        ...Array<number>(RACERS / 2 - 1).fill(409),
      ]);
      for (const answer of every2nd(answers, 0)) {
        if (answer.status !== 200)
          expect([answer.status, answer.body.message]).toEqual([409, CANCELLED]);
      }
      expect(await r.statusOf(kind, hold._id)).toBe('cancelled');
      expect(await r.claimsOf(kind, hold._id)).toEqual([]);
      const audit = await r.auditOf(hold._id);
      expect(countOf(audit, 'cancelled')).toBe(1);
      expect(countOf(audit, 'confirmed')).toBeLessThanOrEqual(1);
    });

    it('is expired once when 25 sweeps on both instances race 25 cancels after its hold lapsed', async () => {
      const hold = await r.booking(kind);
      await r.lapse(kind, hold._id);
      const service = kind === 'tour' ? TourBookingsService : StayBookingsService;
      const answers = await r.race(async (i): Promise<Answer> => {
        if (i % 2 === 1) return cancel(i, hold.reference, hold.token);
        await r
          .app(i / 2)
          .app.get(service)
          .lifecycle.sweep();
        return { status: 0, body: {} };
      });
      for (const refused of every2nd(answers, 1)) {
        expect([refused.status, refused.body.message]).toEqual([409, EXPIRED]);
      }
      expect(await r.statusOf(kind, hold._id)).toBe('expired');
      expect(await r.claimsOf(kind, hold._id)).toEqual([]);
      expect(countOf(await r.auditOf(hold._id), 'expired')).toBe(1);
    });

    it('is deleted once when an admin deletes it 50 times at once', async () => {
      const hold = await r.booking(kind);
      const answers = await r.race((i) => remove(i, kind, hold._id));
      expect(statuses(answers).sort()).toEqual([200, ...Array<number>(RACERS - 1).fill(404)]);
      expect(await r.statusOf(kind, hold._id)).toBeUndefined();
      expect(await r.claimsOf(kind, hold._id)).toEqual([]);
      expect(await deletedItems(hold._id)).toHaveLength(1);
      expect(countOf(await r.auditOf(hold._id), 'deleted')).toBe(1);
    });

    it('is restored once when an admin restores it 50 times at once', async () => {
      const hold = await r.booking(kind);
      await remove(0, kind, hold._id).expect(200);
      const answers = await r.race((i) => restore(i, kind, hold._id));
      expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect([
          [409, ALREADY_BACK],
          [404, NOT_DELETED],
        ]).toContainEqual([refused.status, refused.body.message]);
      }
      expect(await r.statusOf(kind, hold._id)).toBe('held');
      expect(await r.claimsOf(kind, hold._id)).toHaveLength(hold.places);
      expect(await deletedItems(hold._id)).toEqual([]);
      expect(countOf(await r.auditOf(hold._id), 'restored')).toBe(1);
    });

    it('is either back with its places or in Recently deleted without them when restores race deletes', async () => {
      const hold = await r.booking(kind);
      await remove(0, kind, hold._id).expect(200);
      const answers = await r.race((i) =>
        i % 2 === 0 ? restore(i, kind, hold._id) : remove(i, kind, hold._id),
      );
      expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
      const back = (await r.statusOf(kind, hold._id)) !== undefined;
      const items = await deletedItems(hold._id);
      const held = await r.claimsOf(kind, hold._id);
      if (back) {
        expect(items).toEqual([]);
        expect(held).toHaveLength(hold.places);
      } else {
        expect(items).toHaveLength(1);
        expect(held).toEqual([]);
      }
      // Every restore and every delete that answered 200 is in the trail once, and they alternate.
      const audit = await r.auditOf(hold._id);
      const restored = countOf(audit, 'restored');
      expect(restored).toBe(statuses(every2nd(answers, 0)).filter((s) => s === 200).length);
      expect(countOf(audit, 'deleted')).toBe(restored + (back ? 0 : 1));
    });
  });
});
