import { Types } from 'mongoose';
import { RELEASE_MARGIN_MS } from '../src/bookings/shared/booking-status';
import { STREAMS_HEARTBEAT, TOO_MANY_STREAMS } from '../src/bookings/live/live-streams.service';
import { Scheduler } from '../src/common/scheduling/scheduler';
import {
  EventStreamClient,
  isStream,
  listening,
  mustOpen,
  openStream,
} from './utils/event-stream-client';
import { eventually } from './utils/eventually';
import {
  inDays,
  insertDestination,
  insertOffer,
  insertSeatClaim,
  stayBody,
  tourBody,
} from './utils/fixtures';
import { createTestApp, TestApp } from './utils/test-app';

interface Slots {
  slots: { time: string; left: number }[];
}
const left = (data: unknown, time: string) =>
  (data as Slots).slots.find((slot) => slot.time === time)?.left;

describe('live availability streams', () => {
  let t: TestApp;
  let base: string;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ STREAMS_PER_CLIENT: '3', STREAM_HEARTBEAT_SECONDS: '1' });
    base = await listening(t.app);
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(() => t.close());

  async function stream(path: string, headers?: Record<string, string>) {
    const client = await mustOpen(`${base}${path}`, headers);
    open.push(client);
    return client;
  }

  const bookTour = (destinationId: string, time: string, tickets: number, date = inDays(5)) =>
    t.http.post('/api/booking').send(tourBody(destinationId, { date, time, tickets })).expect(201);

  it('sends the plain read at once, then the seats left within a second of a booking', async () => {
    const id = await insertDestination(t.connection, {
      tourTimes: ['09:30', '14:00'],
      capacityPerSlot: 3,
    });
    const plain = await t.http
      .get(`/api/destination/${id}/availability`)
      .query({ date: inDays(5) })
      .expect(200);
    const live = await stream(`/api/destination/${id}/availability/stream?date=${inDays(5)}`);
    expect(live.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(live.response.headers['cache-control']).toBe('no-store, no-transform');
    expect(live.response.headers['x-accel-buffering']).toBe('no');
    const first = await live.next(() => true);
    expect(first).toEqual({ event: 'availability', data: plain.body });

    await bookTour(id, '14:00', 2);
    const booked = Date.now();
    const after = await live.next((e) => left(e.data, '14:00') === 1, 1000);
    expect(Date.now() - booked).toBeLessThan(1000);
    expect(left(after.data, '09:30')).toBe(3);
    // The same body as the plain read after the change.
    const reread = await t.http
      .get(`/api/destination/${id}/availability`)
      .query({ date: inDays(5) })
      .expect(200);
    expect(after.data).toEqual(reread.body);
  });

  it('follows an admin delete, and sends nothing when nothing changed', async () => {
    const id = await insertDestination(t.connection, { tourTimes: ['10:00'], capacityPerSlot: 4 });
    const admin = await t.signIn('admin');
    const live = await stream(`/api/destination/${id}/availability/stream?date=${inDays(6)}`);
    await live.next(() => true);
    const booking = await bookTour(id, '10:00', 4, inDays(6));
    await live.next((e) => left(e.data, '10:00') === 0);
    // Another destination's booking drops the same cache tag: this stream's body is unchanged, so it stays quiet.
    const other = await insertDestination(t.connection);
    await bookTour(other, '10:00', 1, inDays(6));
    // A fixed wait: silence has no event to wait for, and a change reaches a stream within a few ms here.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(live.events).toHaveLength(2);

    await t.http
      .delete(`/api/deleteBooking/${(booking.body as { data: { _id: string } }).data._id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    await live.next((e) => left(e.data, '10:00') === 4);
  });

  it('notices a hold that lapses by itself, with no write to tell it', async () => {
    const id = await insertDestination(t.connection, { tourTimes: ['15:00'], capacityPerSlot: 2 });
    const held = await bookTour(id, '15:00', 2, inDays(7));
    const bookingId = new Types.ObjectId((held.body as { data: { _id: string } }).data._id);
    // As if the hold had run out 30 minutes ago but for its last second of release margin.
    const lapse = new Date(Date.now() + 1000);
    await t.connection
      .collection('tour_bookings')
      .updateOne(
        { _id: bookingId },
        { $set: { holdExpiresAt: new Date(lapse.getTime() - RELEASE_MARGIN_MS) } },
      );
    await t.connection
      .collection('seat_claims')
      .updateMany({ bookingId }, { $set: { expiresAt: lapse } });

    const live = await stream(`/api/destination/${id}/availability/stream?date=${inDays(7)}`);
    expect(left((await live.next(() => true)).data, '15:00')).toBe(0);
    await live.next((e) => left(e.data, '15:00') === 2, 3000);
    expect(Date.now() - lapse.getTime()).toBeLessThan(1000);
  });

  it("streams an offer's taken nights", async () => {
    const id = await insertOffer(t.connection);
    const query = `from=${inDays(10)}&to=${inDays(20)}`;
    const live = await stream(`/api/offer/${id}/availability/stream?${query}`);
    expect((await live.next(() => true)).data).toEqual({
      from: inDays(10),
      to: inDays(20),
      maxNightsPerStay: 90,
      taken: [],
    });
    await t.http
      .post('/api/bookingapartment')
      .send(stayBody(id, { checkIn: inDays(12), checkOut: inDays(14) }))
      .expect(201);
    const after = await live.next((e) => (e.data as { taken: string[] }).taken.length > 0);
    expect(after.data).toEqual({
      from: inDays(10),
      to: inDays(20),
      maxNightsPerStay: 90,
      taken: [inDays(12), inDays(13)],
    });
  });

  it("answers bad requests before any stream opens, in the plain reads' words", async () => {
    const id = await insertDestination(t.connection);
    expect(
      await openStream(`${base}/api/destination/${id}/availability/stream?date=tomorrow`),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'date must be a date in the form YYYY-MM-DD' }),
    });
    expect(
      await openStream(
        `${base}/api/destination/${new Types.ObjectId().toString()}/availability/stream?date=${inDays(3)}`,
      ),
    ).toEqual({ status: 404, body: expect.objectContaining({ message: 'Destination not found' }) });
    expect(await openStream(`${base}/api/offer/nope/availability/stream`)).toMatchObject({
      status: 400,
    });
    expect(
      await openStream(
        `${base}/api/offer/${id}/availability/stream?from=${inDays(5)}&to=${inDays(2)}`,
      ),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'to must be after from' }),
    });
  });

  it('is never answered from the public read cache', async () => {
    const id = await insertDestination(t.connection, { tourTimes: ['09:30'], capacityPerSlot: 5 });
    const path = `/api/destination/${id}/availability`;
    const first = await stream(`${path}/stream?date=${inDays(8)}`);
    expect(left((await first.next(() => true)).data, '09:30')).toBe(5);
    await t.http
      .get(path)
      .query({ date: inDays(8) })
      .expect(200); // now cached
    first.close();
    // A seat taken behind the API's back: the cached plain read cannot know, a new stream reads afresh.
    await insertSeatClaim(t.connection, id, inDays(8), '09:30');
    expect(
      left(
        (
          await t.http
            .get(path)
            .query({ date: inDays(8) })
            .expect(200)
        ).body,
        '09:30',
      ),
    ).toBe(5);
    const second = await stream(`${path}/stream?date=${inDays(8)}`);
    expect(left((await second.next(() => true)).data, '09:30')).toBe(4);
  });

  it('keeps idle streams open with heartbeats and limits the streams one client holds', async () => {
    const id = await insertDestination(t.connection);
    const url = `/api/destination/${id}/availability/stream?date=${inDays(4)}`;
    const streams = [await stream(url), await stream(url), await stream(url)];
    expect(await openStream(`${base}${url}`)).toEqual({
      status: 429,
      body: expect.objectContaining({ message: TOO_MANY_STREAMS }),
    });
    // The next heartbeat now, rather than waiting for its timer.
    await t.app.get(Scheduler).runNow(STREAMS_HEARTBEAT);
    await eventually(() => streams[0]?.comments.includes('keep-alive'), 'a heartbeat');

    streams[0]?.close();
    // The closed one's place is free again once the server has seen it go.
    const reopened = await eventually(async () => {
      const answer = await openStream(`${base}${url}`);
      return isStream(answer) && answer;
    }, 'the closed stream to free its place');
    open.push(reopened);
  });

  it('tells the admin booking lists to read again, and only admins', async () => {
    const id = await insertDestination(t.connection);
    expect(await openStream(`${base}/api/bookings/stream`)).toMatchObject({ status: 401 });
    const user = await t.signIn('user');
    expect(
      await openStream(`${base}/api/bookings/stream`, { Authorization: `Bearer ${user}` }),
    ).toMatchObject({
      status: 403,
    });
    const admin = await t.signIn('admin');
    const live = await stream('/api/bookings/stream', { Authorization: `Bearer ${admin}` });
    const first = await live.next(() => true);
    expect(first.event).toBe('bookings');
    await bookTour(id, '09:30', 1);
    await live.next((e) => e !== first, 1000);
  });
});
