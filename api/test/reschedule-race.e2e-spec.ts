import { Types } from 'mongoose';
import { newManageToken } from '../src/bookings/shared/manage-token';
import { insertDestination } from './utils/fixtures';
import { countOf, RACE_DATE, RACERS, statuses, useRaceInstances } from './utils/races';

/**
 * Fifty visitors, each with a booking of two seats at 09:30, move it to 10:00 at once, over two API
 * instances, when 10:00 has two seats left: exactly one moves, and no seat is held twice or lost.
 */
describe('reschedule race: fifty visitors moving into the last seats, one wins', () => {
  const r = useRaceInstances();

  it('moves exactly one booking; the others keep their seats where they were', async () => {
    const capacity = RACERS * 2;
    const destinationId = await insertDestination(r.a.connection, { capacityPerSlot: capacity });
    const book = async (time: string, tickets: number, i: number) => {
      const res = await r.a.http
        .post('/api/booking')
        .send({
          destinationId,
          date: RACE_DATE,
          time,
          tickets,
          cost: 45.5 * tickets,
          name: 'Ana',
          email: `mover${time.replace(':', '')}-${i}@example.com`,
        })
        .expect(201);
      const { _id, reference } = res.body.data as { _id: string; reference: string };
      const { token, hash } = newManageToken();
      await r
        .bookings('tour')
        .updateOne({ _id: new Types.ObjectId(_id) }, { $set: { manageTokenHash: hash } });
      return { _id, reference, token };
    };
    // 10:00 with two seats left; fifty bookings of two at 09:30.
    // (in bookings of at most 49 tickets: a booking's cap).
    for (let left = capacity - 2, i = 0; left > 0; left -= 49, i++) {
      await book('10:00', Math.min(left, 49), i);
    }
    const movers: { _id: string; reference: string; token: string }[] = [];
    for (let i = 0; i < RACERS; i++) movers.push(await book('09:30', 2, i));

    const answers = await r.race((i) => {
      const mover = movers[i]!;
      return r
        .http(i)
        .post('/api/bookings/manage/reschedule')
        .send({ ref: mover.reference, token: mover.token, date: RACE_DATE, time: '10:00' });
    });
    const codes = statuses(answers);
    expect(countOf(codes.map(String), '200')).toBe(1);
    expect(countOf(codes.map(String), '409')).toBe(RACERS - 1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toMatch(
        /^(This time is sold out|Only 1 ticket left for this time|Many visitors are booking this time right now\. Please try again in a moment\.)$/,
      );
    }

    const slot = (time: string) => `${destinationId}|${RACE_DATE}|${time}`;
    const claims = r.claims('tour');
    expect(await claims.countDocuments({ slot: slot('10:00') })).toBe(capacity);
    expect(await claims.countDocuments({ slot: slot('09:30') })).toBe((RACERS - 1) * 2);
    const winner = movers[answers.findIndex((a) => a.status === 200)]!;
    const stored = await r.bookings('tour').findOne({ _id: new Types.ObjectId(winner._id) });
    expect({ date: stored?.date, time: stored?.time }).toEqual({ date: RACE_DATE, time: '10:00' });
    for (const loser of movers.filter((m) => m !== winner)) {
      const mine = await r.claimsOf('tour', loser._id);
      expect(mine.map((c) => c.slot as string)).toEqual([slot('09:30'), slot('09:30')]);
    }
    const left = await r.a.http
      .get(`/api/destination/${destinationId}/availability`)
      .query({ date: RACE_DATE })
      .expect(200);
    expect(left.body.slots).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ time: '10:00', left: 0 }),
        expect.objectContaining({ time: '09:30', left: 2 }),
      ]),
    );
    // Fifty-odd bookings made first, then the race, on a shared machine.
  }, 240_000);
});
