import { Types } from 'mongoose';
import { newManageToken } from '../src/bookings/shared/manage-token';
import { WAITLIST_ARCHIVE, WaitlistArchive } from '../src/bookings/tours/waitlist/waitlist-archive';
import { inDays, insertDestination } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

/**
 * The lines of tour times that have passed leave `tour_waitlist` (which the offer runs and the sweep after
 * every availability change read) for its archive; their links and the admin's list of the day still
 * find them.
 */
describe('waitlist archive', () => {
  const t = useTestApp({ signIn: 'admin' });
  const live = () => t.connection.collection('tour_waitlist');
  const archive = () => t.connection.collection(WAITLIST_ARCHIVE);

  const entry = (destinationId: string, date: string, email: string, status = 'waiting') => {
    const { token, hash } = newManageToken();
    return {
      token,
      document: {
        _id: new Types.ObjectId(),
        destinationId: new Types.ObjectId(destinationId),
        destinationTitle: 'Lisbon old town walk',
        timeZone: 'UTC',
        date,
        time: '10:00',
        slot: `${destinationId}|${date}|10:00`,
        name: 'Wait Ing',
        email,
        tickets: 1,
        status,
        joinedAt: new Date(),
        leaveTokenHash: hash,
        addressConfirmed: true,
      },
    };
  };

  it('moves past days out, keeps what is to come, and still answers for the archived entries', async () => {
    const destinationId = await insertDestination(t.connection);
    const past = entry(destinationId, inDays(-3), 'past@example.com');
    const passed = entry(destinationId, inDays(-3), 'passed@example.com', 'passed');
    const yesterday = entry(destinationId, inDays(-1), 'yesterday@example.com');
    const toCome = entry(destinationId, inDays(4), 'to-come@example.com');
    await live().insertMany([past, passed, yesterday, toCome].map((e) => e.document));

    const sweeper = t.app.get(WaitlistArchive);
    expect(await sweeper.sweep()).toBe(2);
    expect((await archive().find().toArray()).map((e) => e.email as string).sort()).toEqual([
      'passed@example.com',
      'past@example.com',
    ]);
    expect((await live().find().toArray()).map((e) => e.email as string).sort()).toEqual([
      'to-come@example.com',
      'yesterday@example.com',
    ]);
    expect(await sweeper.sweep()).toBe(0);

    // The admin's list of the past day reads the archive, in the line's order.
    const list = await t.http
      .get(`/api/admin/waitlist?destinationId=${destinationId}&date=${inDays(-3)}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(
      (list.body as { data: { email: string; status: string }[] }).data.map((e) => e.email),
    ).toEqual(['past@example.com', 'passed@example.com']);

    // A mailed link of an archived entry answers as before (not "not valid"): leaving changes nothing live.
    await t.http
      .post(`/api/destination/${destinationId}/waitlist/leave`)
      .send({ token: past.token })
      .expect(200, { message: 'You have left the waitlist.' });

    // The admin removes an archived entry from its day's list.
    await t.http
      .delete(`/api/admin/waitlist/${passed.document._id.toString()}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(await archive().countDocuments({ _id: passed.document._id })).toBe(0);
    await t.http
      .delete(`/api/admin/waitlist/${passed.document._id.toString()}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(404);
  });
});
