import { Types } from 'mongoose';
import { RELEASE_MARGIN_MS } from '../src/bookings/shared/booking-status';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { StayBookingsService } from '../src/bookings/stays/stay-bookings.service';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

const LINK_NOT_VALID = 'This booking link is not valid.';
const CANCELLED = 'This booking was cancelled.';
const EXPIRED = 'This hold has expired and its places were released. Please book again.';
const MINUTE = 60_000;

describe('booking lifecycle: holds, confirmation, expiry and cancellation', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({ env: { WEB_ORIGIN: 'http://site.test' }, signIn: 'admin', mail: catcher });

  let visitors = 0;
  const newEmail = () => `visitor${++visitors}@example.com`;

  async function account(): Promise<{ token: string; email: string }> {
    const token = await t.signIn('user');
    const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    return { token, email: (me.body as { email: string }).email };
  }

  const bearer = (token?: string): Record<string, string> =>
    token ? { Authorization: `Bearer ${token}` } : {};

  /** Books with `body` (a fresh email unless it names one) as `token`'s account, or anonymously. */
  const booking =
    (path: string, body: (id: string, fields: Record<string, unknown>) => object) =>
    (id: string, fields: Record<string, unknown> = {}, token?: string, expect = 201) =>
      t.http
        .post(path)
        .set(bearer(token))
        .send(body(id, { email: newEmail(), ...fields }))
        .expect(expect);
  const bookTour = booking('/api/booking', (id, fields) => tourBody(id, { tickets: 1, ...fields }));
  const bookStay = booking('/api/bookingapartment', stayBody);

  const manage = (ref: unknown, token: unknown) =>
    t.http.get('/api/bookings/manage').query({ ref, token });
  const confirm = (ref: unknown, token: unknown) =>
    t.http.post('/api/bookings/manage/confirm').send({ ref, token });
  const cancel = (ref: unknown, token: unknown) =>
    t.http.post('/api/bookings/manage/cancel').send({ ref, token });

  const slots = async (destinationId: string, date = inDays(7)) =>
    (await t.http.get(`/api/destination/${destinationId}/availability`).query({ date }).expect(200))
      .body.slots as { time: string; capacity: number; left: number }[];

  /** Moves a hold's expiry (and its claims' lapse) into the past, as time would. */
  async function lapse(collection: 'tour_bookings' | 'stay_bookings', id: string) {
    const past = new Date(Date.now() - 5 * MINUTE);
    const _id = new Types.ObjectId(id);
    await t.connection.collection(collection).updateOne({ _id }, { $set: { holdExpiresAt: past } });
    await t.connection
      .collection(collection === 'tour_bookings' ? 'seat_claims' : 'night_claims')
      .updateMany({ bookingId: _id }, { $set: { expiresAt: past } });
  }

  describe('creating', () => {
    it('holds a booking made without an account for 30 minutes and mails the link that confirms it', async () => {
      const destinationId = await insertDestination(t.connection);
      const before = Date.now();
      const res = await bookTour(destinationId, { email: 'holder@example.com' });
      const booking = res.body.data;
      expect(booking.status).toBe('held');
      const expires = Date.parse(booking.holdExpiresAt as string);
      expect(expires).toBeGreaterThanOrEqual(before + 30 * MINUTE - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 30 * MINUTE + 1000);

      const mail = await catcher.mailWith('holder@example.com', booking.reference);
      expect(mail).toContain('Confirm within 30 minutes or it will be released');
      expect(mail).toContain(`http://site.test/booking/manage?ref=${booking.reference}&token=`);
      const token = await catcher.manageTokenFor('holder@example.com', booking.reference);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Only the token's hash is stored.
      const stored = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(booking._id as string) });
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(res.body.data).not.toHaveProperty('manageTokenHash');

      const shown = await manage(booking.reference, token).expect(200);
      expect(shown.body).toMatchObject({
        kind: 'tour',
        cancellable: true,
        booking: { reference: booking.reference, status: 'held' },
      });
      // 24 hours before the tour's date and time (UTC).
      expect(shown.body.cancelBefore).toBe(
        new Date(Date.parse(`${inDays(7)}T09:30:00Z`) - 24 * 60 * MINUTE).toISOString(),
      );

      const confirmed = await confirm(booking.reference, token).expect(200);
      expect(confirmed.body).toMatchObject({
        message: 'Your booking is confirmed.',
        kind: 'tour',
        booking: { reference: booking.reference, status: 'confirmed' },
      });
      expect(confirmed.body.booking).not.toHaveProperty('holdExpiresAt');
      // Confirming again answers the same.
      await confirm(booking.reference, token).expect(200);
      // The claims of a confirmed hold no longer lapse.
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: stored!._id, expiresAt: { $exists: true } }),
      ).toBe(0);
    });

    it("confirms at once a verified account's booking under its own email, in any case; holds one under another email", async () => {
      const destinationId = await insertDestination(t.connection);
      const offerId = await insertOffer(t.connection);
      const { token, email } = await account();

      const tour = await bookTour(destinationId, { email: email.toUpperCase() }, token);
      expect(tour.body.data.status).toBe('confirmed');
      expect(tour.body.data).not.toHaveProperty('holdExpiresAt');
      const mail = await catcher.mailWith(email, tour.body.data.reference);
      expect(mail).toContain('Your booking is confirmed.');
      expect(mail).not.toContain('Confirm within');
      expect(mail).toContain(`/booking/manage?ref=${tour.body.data.reference}&token=`);

      const stay = await bookStay(offerId, { email }, token);
      expect(stay.body.data.status).toBe('confirmed');

      expect((await bookTour(destinationId, {}, token)).body.data.status).toBe('held');
      // A bad token on these public routes is ignored: the booking is simply held.
      expect((await bookTour(destinationId, { email }, 'not-a-token')).body.data.status).toBe(
        'held',
      );
    });

    it('refuses a time that is not one of the tour times, after the earlier checks', async () => {
      const destinationId = await insertDestination(t.connection, { tourTimes: ['09:30'] });
      const res = await bookTour(destinationId, { time: '10:15' }, undefined, 400);
      expect(res.body.message).toBe('Please choose one of the tour times');
      const earlier = await bookTour(destinationId, { time: '10:15', email: 'x' }, undefined, 400);
      expect(earlier.body.message).toBe('Please enter a valid email address');
      // Destinations stored before tour times existed read with the default times.
      const { insertedId } = await t.connection.collection('destinations').insertOne({
        title: 'Legacy tour',
        CostPerPerson: 45.5,
        capacityPerSlot: 5,
      });
      await bookTour(insertedId.toString(), { time: '13:00' });
      await bookTour(insertedId.toString(), { time: '09:30' }, undefined, 400);
    });
  });

  describe('expiry', () => {
    it('frees the seats of a hold that expires: the sweep marks it expired and the seats are booked again', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
      const hold = (await bookTour(destinationId, { tickets: 2, email: 'late@example.com' })).body
        .data;
      const token = await catcher.manageTokenFor('late@example.com', hold.reference);
      const refused = await bookTour(destinationId, {}, undefined, 409);
      expect(refused.body.message).toBe('This time is sold out');
      expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(0);

      // Past its expiry the hold reads as expired at once, and can no longer be confirmed.
      await lapse('tour_bookings', hold._id as string);
      expect((await manage(hold.reference, token).expect(200)).body).toMatchObject({
        cancellable: false,
        booking: { status: 'expired' },
      });
      expect((await confirm(hold.reference, token).expect(409)).body.message).toBe(EXPIRED);
      expect((await cancel(hold.reference, token).expect(409)).body.message).toBe(EXPIRED);

      expect(await t.app.get(TourBookingsService).lifecycle.sweep()).toBeGreaterThanOrEqual(1);
      const stored = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(hold._id as string) });
      expect(stored!.status).toBe('expired');
      expect(
        await t.connection.collection('seat_claims').countDocuments({ bookingId: stored!._id }),
      ).toBe(0);
      // Availability, cached before, is dropped by the sweep.
      expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(2);
      await bookTour(destinationId, { tickets: 2 });

      const expired = await t.http
        .get('/api/booking')
        .query({ status: 'expired', destinationId })
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      expect(expired.body.data.map((b: { reference: string }) => b.reference)).toEqual([
        hold.reference,
      ]);
      expect(expired.body.data[0].status).toBe('expired');
    });

    it('lets a booking take the seats and nights of a lapsed hold before any sweep has run', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const offerId = await insertOffer(t.connection);
      const tourHold = (await bookTour(destinationId)).body.data;
      const stayHold = (await bookStay(offerId)).body.data;
      // (Asked through availability: a refused booking would leave this instance a census of the slot
      // holding the claims as they were, which this test then changes behind its back.)
      expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(0);
      await bookStay(offerId, {}, undefined, 409);

      await lapse('tour_bookings', tourHold._id as string);
      await lapse('stay_bookings', stayHold._id as string);
      await bookTour(destinationId);
      await bookStay(offerId);
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(tourHold._id as string) }),
      ).toBe(0);

      // Their claims gone, the sweep (which finds holds by their lapsed claims) does not see the holds;
      // the rarer sweep over the ledger records their expiry.
      const stored = (collection: string, id: string) =>
        t.connection.collection(collection).findOne({ _id: new Types.ObjectId(id) });
      await t.app.get(TourBookingsService).lifecycle.sweep();
      expect((await stored('tour_bookings', tourHold._id as string))!.status).toBe('held');
      expect(await t.app.get(TourBookingsService).lifecycle.sweepLedger()).toBeGreaterThanOrEqual(
        1,
      );
      expect(await t.app.get(StayBookingsService).lifecycle.sweepLedger()).toBeGreaterThanOrEqual(
        1,
      );
      expect((await stored('tour_bookings', tourHold._id as string))!.status).toBe('expired');
      expect((await stored('stay_bookings', stayHold._id as string))!.status).toBe('expired');
    });

    it('never expires a confirmed booking', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const offerId = await insertOffer(t.connection);
      const { token, email } = await account();
      const tour = (await bookTour(destinationId, { email }, token)).body.data;
      const stay = (await bookStay(offerId, { email }, token)).body.data;
      // Long after any hold would have lapsed, with claims far older than any grace period.
      const longAgo = new Date(Date.now() - 24 * 60 * MINUTE);
      await t.connection.collection('seat_claims').updateMany({}, { $set: { claimedAt: longAgo } });
      await t.connection
        .collection('night_claims')
        .updateMany({}, { $set: { claimedAt: longAgo } });
      await t.app.get(TourBookingsService).lifecycle.sweep();
      await t.app.get(StayBookingsService).lifecycle.sweep();

      expect((await bookTour(destinationId, {}, undefined, 409)).body.message).toBe(
        'This time is sold out',
      );
      await bookStay(offerId, {}, undefined, 409);
      const mine = await t.http.get('/api/bookings/mine').set(bearer(token)).expect(200);
      expect(mine.body.tours[0]).toMatchObject({ reference: tour.reference, status: 'confirmed' });
      expect(mine.body.stays[0]).toMatchObject({ reference: stay.reference, status: 'confirmed' });
    });
  });

  describe('cancelling by the manage link', () => {
    it('frees the nights at once, mails a notice, and the link no longer confirms or cancels', async () => {
      const offerId = await insertOffer(t.connection);
      const stay = (await bookStay(offerId, { email: 'leaving@example.com' })).body.data;
      const token = await catcher.manageTokenFor('leaving@example.com', stay.reference);
      const window = { from: inDays(9), to: inDays(13) };
      const taken = () =>
        t.http.get(`/api/offer/${offerId}/availability`).query(window).expect(200);
      expect((await taken()).body).toEqual({
        ...window,
        maxNightsPerStay: 90,
        taken: [inDays(10), inDays(11)],
      });

      const res = await cancel(stay.reference, token).expect(200);
      expect(res.body).toMatchObject({
        message: 'Your booking is cancelled.',
        kind: 'stay',
        booking: { reference: stay.reference, status: 'cancelled' },
      });
      expect(Date.parse(res.body.booking.cancelledAt as string)).toBeGreaterThan(
        Date.now() - MINUTE,
      );
      const notice = await catcher.mailWith(
        'leaving@example.com',
        `${stay.reference} is cancelled`,
      );
      expect(notice).toContain('its nights are released');

      expect((await taken()).body.taken).toEqual([]);
      await bookStay(offerId);

      // The link of a cancelled booking still shows it, and does nothing more.
      expect((await manage(stay.reference, token).expect(200)).body).toMatchObject({
        kind: 'stay',
        cancellable: false,
        booking: { status: 'cancelled' },
      });
      expect((await cancel(stay.reference, token).expect(409)).body.message).toBe(CANCELLED);
      expect((await confirm(stay.reference, token).expect(409)).body.message).toBe(CANCELLED);
    });

    it("frees a cancelled tour's seats for the next visitor", async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
      const tour = (await bookTour(destinationId, { tickets: 2, email: 'seats@example.com' })).body
        .data;
      const token = await catcher.manageTokenFor('seats@example.com', tour.reference);
      await bookTour(destinationId, {}, undefined, 409);
      await cancel(tour.reference, token).expect(200);
      expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(2);
      await bookTour(destinationId, { tickets: 2 });
    });

    it('refuses a wrong, malformed or borrowed link with one answer', async () => {
      const destinationId = await insertDestination(t.connection);
      const one = (await bookTour(destinationId, { email: 'one@example.com' })).body.data;
      const two = (await bookTour(destinationId, { email: 'two@example.com' })).body.data;
      const oneToken = await catcher.manageTokenFor('one@example.com', one.reference);
      const wrong = `${oneToken.slice(0, -2)}${oneToken.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const [ref, token] of [
        [one.reference, wrong],
        [two.reference, oneToken],
        ['TB-222222', oneToken],
        ['nonsense', oneToken],
        [one.reference, ''],
        [one.reference, undefined],
        [{ $gt: '' }, oneToken],
        [one.reference, ['a']],
      ]) {
        expect((await confirm(ref, token).expect(404)).body.message).toBe(LINK_NOT_VALID);
        expect((await cancel(ref, token).expect(404)).body.message).toBe(LINK_NOT_VALID);
      }
      expect((await manage(one.reference, wrong).expect(404)).body.message).toBe(LINK_NOT_VALID);
      await t.http.get('/api/bookings/manage').expect(404);
      // Nothing was changed by those attempts.
      expect((await manage(one.reference, oneToken).expect(200)).body.booking.status).toBe('held');
    });

    it('refuses to cancel within 24 hours of the start', async () => {
      const destinationId = await insertDestination(t.connection, { tourTimes: ['23:59'] });
      const offerId = await insertOffer(t.connection);
      // Today at 23:59 UTC is always less than a day away; a stay checking in tomorrow starts at 00:00.
      const soon = (
        await bookTour(destinationId, { date: inDays(0), time: '23:59', email: 'soon@example.com' })
      ).body.data;
      const stayFrom = async (day: number) =>
        (
          await bookStay(offerId, {
            checkIn: inDays(day),
            checkOut: inDays(day + 1),
            email: 'soon@example.com',
          })
        ).body.data;
      const stay = await stayFrom(1);
      const later = await stayFrom(2);
      const message = 'Bookings can no longer be cancelled within 24 hours of the start.';
      for (const booking of [soon, stay]) {
        const token = await catcher.manageTokenFor('soon@example.com', booking.reference);
        expect((await manage(booking.reference, token).expect(200)).body.cancellable).toBe(false);
        expect((await cancel(booking.reference, token).expect(409)).body.message).toBe(message);
        // Confirming is still possible.
        await confirm(booking.reference, token).expect(200);
      }
      const token = await catcher.manageTokenFor('soon@example.com', later.reference);
      expect((await manage(later.reference, token).expect(200)).body.cancellable).toBe(true);
      await cancel(later.reference, token).expect(200);
    });
  });

  describe('confirming and cancelling at the same instant', () => {
    // The confirm (mail link) and the cancel (manage page) of one hold, sent together. Whatever order the
    // database runs them in, the cancel is allowed after a confirm too, so every serial order ends
    // cancelled: the cancel succeeds, the confirm succeeds only as having come first or is refused, and
    // the places are free. A confirm overwriting the cancel would leave a confirmed booking holding nothing.
    const ROUNDS = 10;

    /** The holds of every round, made (and their mails awaited) all at once: the rounds race one by one. */
    const prepare = <H>(hold: () => Promise<H>): Promise<H[]> =>
      Promise.all(Array.from({ length: ROUNDS }, hold));

    type Outcome = { confirm: number; cancel: number; confirmMessage: unknown };

    async function race(ref: string, token: string): Promise<Outcome> {
      const [confirmed, cancelled] = await Promise.all([confirm(ref, token), cancel(ref, token)]);
      return {
        confirm: confirmed.status,
        cancel: cancelled.status,
        confirmMessage: confirmed.body.message,
      };
    }

    /** The serial outcomes, and nothing else: never a 5xx, never a confirm the cancel did not see. */
    function expectSerial(outcome: Outcome) {
      expect(outcome.cancel).toBe(200);
      if (outcome.confirm !== 200) {
        expect(outcome).toEqual({ confirm: 409, cancel: 200, confirmMessage: CANCELLED });
      }
    }

    async function claimsOf(collection: 'seat_claims' | 'night_claims', bookingId: string) {
      const claims = await t.connection
        .collection(collection)
        .find({ bookingId: new Types.ObjectId(bookingId) })
        .toArray();
      return { count: claims.length, lapsing: claims.filter((c) => 'expiresAt' in c).length };
    }

    it('leaves a tour hold cancelled with its seats free, whichever request lands first', async () => {
      const holds = await prepare(async () => {
        const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
        const email = newEmail();
        const hold = (await bookTour(destinationId, { tickets: 2, email })).body.data;
        return { destinationId, hold, token: await catcher.manageTokenFor(email, hold.reference) };
      });
      for (const { destinationId, hold, token } of holds) {
        expectSerial(await race(hold.reference, token));
        expect((await manage(hold.reference, token).expect(200)).body.booking.status).toBe(
          'cancelled',
        );
        expect(await claimsOf('seat_claims', hold._id as string)).toEqual({ count: 0, lapsing: 0 });
        expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(2);
      }
    });

    it('leaves a stay hold cancelled with its nights free, whichever request lands first', async () => {
      const holds = await prepare(async () => {
        const offerId = await insertOffer(t.connection);
        const email = newEmail();
        const hold = (await bookStay(offerId, { email })).body.data;
        return { offerId, hold, token: await catcher.manageTokenFor(email, hold.reference) };
      });
      for (const { offerId, hold, token } of holds) {
        expectSerial(await race(hold.reference, token));
        expect((await manage(hold.reference, token).expect(200)).body.booking.status).toBe(
          'cancelled',
        );
        expect(await claimsOf('night_claims', hold._id as string)).toEqual({
          count: 0,
          lapsing: 0,
        });
        const window = { from: inDays(9), to: inDays(13) };
        const taken = await t.http
          .get(`/api/offer/${offerId}/availability`)
          .query(window)
          .expect(200);
        expect(taken.body.taken).toEqual([]);
      }
    });

    it('keeps the seats of a hold confirmed right at its expiry, or refuses it and frees them later', async () => {
      // Expiring within a few milliseconds of the confirm, with the sweep running at that moment too.
      // The sweep only takes holds past the release margin, so a confirm that read the hold in time
      // keeps its seats; one that came too late is refused and the seats go when the margin is over.
      const tours = t.app.get(TourBookingsService);
      const holds = await prepare(async () => {
        const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
        const email = newEmail();
        const hold = (await bookTour(destinationId, { tickets: 2, email })).body.data;
        return { destinationId, hold, token: await catcher.manageTokenFor(email, hold.reference) };
      });
      for (const [round, { destinationId, hold, token }] of holds.entries()) {
        const _id = new Types.ObjectId(hold._id as string);
        const holdExpiresAt = new Date(Date.now() + 3 * round);
        await t.connection
          .collection('tour_bookings')
          .updateOne({ _id }, { $set: { holdExpiresAt } });
        await t.connection
          .collection('seat_claims')
          .updateMany(
            { bookingId: _id },
            { $set: { expiresAt: new Date(holdExpiresAt.getTime() + RELEASE_MARGIN_MS) } },
          );

        const [confirmed] = await Promise.all([
          confirm(hold.reference, token),
          tours.lifecycle.sweep(),
        ]);
        const left = async () => (await slots(destinationId)).find((s) => s.time === '09:30')!.left;
        if (confirmed.status === 200) {
          expect(await claimsOf('seat_claims', hold._id as string)).toEqual({
            count: 2,
            lapsing: 0,
          });
          await tours.lifecycle.sweep();
          expect((await manage(hold.reference, token).expect(200)).body.booking.status).toBe(
            'confirmed',
          );
          expect(await left()).toBe(0);
        } else {
          expect([confirmed.status, confirmed.body.message]).toEqual([409, EXPIRED]);
          // Within the margin the seats are still held; past it, the sweep frees them.
          expect(await left()).toBe(0);
          await lapse('tour_bookings', hold._id as string);
          await tours.lifecycle.sweep();
          expect(await claimsOf('seat_claims', hold._id as string)).toEqual({
            count: 0,
            lapsing: 0,
          });
          expect(await left()).toBe(2);
        }
      }
    });
  });

  describe('cancelling the same booking several times at once', () => {
    // Four cancels of one booking sent together, by its link, from My bookings or both: exactly one is the
    // cancellation (200, one notice), the others are answered as if they came after it (409).
    const TIMES = 4;
    const ROUNDS = 5;

    /**
     * Mails to `email` once nothing new has arrived for 300 ms (a second notice would be on its way): a
     * fixed wait, as an absence has no event to wait for.
     */
    async function settledMailsTo(email: string): Promise<string[]> {
      let count = -1;
      while (count !== catcher.mails.length) {
        count = catcher.mails.length;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return catcher.mails.filter((m) => m.to.includes(email)).map((m) => m.raw);
    }

    async function expectOneCancellation(
      email: string,
      reference: string,
      answers: { status: number; body: { message?: string } }[],
    ) {
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(TIMES - 1).fill(409)]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(CANCELLED);
      }
      const notices = (await settledMailsTo(email)).filter((raw) =>
        raw.includes(`${reference} is cancelled`),
      );
      expect(notices).toHaveLength(1);
    }

    it('cancels a tour once by its link: one 200, one notice, its seats free', async () => {
      const holds = await Promise.all(
        Array.from({ length: ROUNDS }, async () => {
          const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
          const email = newEmail();
          const hold = (await bookTour(destinationId, { tickets: 2, email })).body.data;
          const token = await catcher.manageTokenFor(email, hold.reference);
          return { destinationId, email, hold, token };
        }),
      );
      for (const { destinationId, email, hold, token } of holds) {
        const answers = await Promise.all(
          Array.from({ length: TIMES }, () => cancel(hold.reference, token)),
        );
        await expectOneCancellation(email, hold.reference as string, answers);
        expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(2);
      }
    });

    it("cancels a verified owner's stay once, from My bookings and its link together", async () => {
      const owner = await account();
      const bookings = await Promise.all(
        Array.from({ length: ROUNDS }, async (_, round) => {
          const offerId = await insertOffer(t.connection);
          const stay = (
            await bookStay(
              offerId,
              {
                checkIn: inDays(30 + 2 * round),
                checkOut: inDays(31 + 2 * round),
                email: owner.email,
              },
              owner.token,
            )
          ).body.data;
          const token = await catcher.manageTokenFor(owner.email, stay.reference);
          return { stay, token };
        }),
      );
      for (const { stay, token } of bookings) {
        expect(stay.status).toBe('confirmed');
        const mine = () =>
          t.http.post(`/api/bookings/mine/${stay.reference}/cancel`).set(bearer(owner.token));
        const answers = await Promise.all([
          mine(),
          cancel(stay.reference, token),
          mine(),
          cancel(stay.reference, token),
        ]);
        await expectOneCancellation(owner.email, stay.reference as string, answers);
        const stored = await t.connection
          .collection('night_claims')
          .countDocuments({ bookingId: new Types.ObjectId(stay._id as string) });
        expect(stored).toBe(0);
      }
    });

    it('deletes a booking once when an admin deletes it several times at once', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
      const tour = (await bookTour(destinationId, { tickets: 2 })).body.data;
      const answers = await Promise.all(
        Array.from({ length: TIMES }, () =>
          t.http
            .delete(`/api/deleteBooking/${tour._id as string}`)
            .set('Authorization', `Bearer ${t.token}`),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404]);
      expect((await slots(destinationId)).find((s) => s.time === '09:30')!.left).toBe(2);
    });
  });

  describe('cancelling from My bookings', () => {
    it("lets the account's owner cancel, nobody else, and frees the seats at once", async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 1 });
      const owner = await account();
      const other = await account();
      const tour = (await bookTour(destinationId, { email: owner.email }, owner.token)).body.data;

      const mine = await t.http.get('/api/bookings/mine').set(bearer(owner.token)).expect(200);
      expect(mine.body.tours[0]).toMatchObject({
        reference: tour.reference,
        status: 'confirmed',
        cancellable: true,
      });

      const path = `/api/bookings/mine/${tour.reference}/cancel`;
      await t.http.post(path).expect(401);
      expect((await t.http.post(path).set(bearer(other.token)).expect(404)).body.message).toBe(
        'Booking not found',
      );
      await t.http.post('/api/bookings/mine/TB-222222/cancel').set(bearer(owner.token)).expect(404);
      await t.http.post('/api/bookings/mine/whatever/cancel').set(bearer(owner.token)).expect(404);
      await bookTour(destinationId, {}, undefined, 409);

      const res = await t.http.post(path).set(bearer(owner.token)).expect(200);
      expect(res.body).toMatchObject({
        message: 'Your booking is cancelled.',
        kind: 'tour',
        booking: { status: 'cancelled' },
      });
      await catcher.mailWith(owner.email, `${tour.reference} is cancelled`);
      await bookTour(destinationId);
      expect((await t.http.post(path).set(bearer(owner.token)).expect(409)).body.message).toBe(
        CANCELLED,
      );
      const after = await t.http.get('/api/bookings/mine').set(bearer(owner.token)).expect(200);
      expect(after.body.tours[0]).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(after.body.tours[0].cancelledAt).toEqual(expect.any(String));
    });
  });

  describe('admin lists', () => {
    it('filter by state and show each row with its state', async () => {
      const offerId = await insertOffer(t.connection);
      const { token, email } = await account();
      const held = (await bookStay(offerId, { checkIn: inDays(20), checkOut: inDays(21) })).body
        .data;
      const confirmed = (
        await bookStay(offerId, { checkIn: inDays(22), checkOut: inDays(23), email }, token)
      ).body.data;
      const gone = (
        await bookStay(offerId, { checkIn: inDays(24), checkOut: inDays(25), email }, token)
      ).body.data;
      await t.http
        .post(`/api/bookings/mine/${gone.reference}/cancel`)
        .set(bearer(token))
        .expect(200);

      const list = async (status?: string) =>
        (
          await t.http
            .get('/api/bookingapartment')
            .query({ offerId, ...(status ? { status } : {}) })
            .set('Authorization', `Bearer ${t.token}`)
            .expect(200)
        ).body.data as { reference: string; status: string }[];
      // Soonest check-in first.
      expect((await list()).map((b) => [b.reference, b.status])).toEqual([
        [held.reference, 'held'],
        [confirmed.reference, 'confirmed'],
        [gone.reference, 'cancelled'],
      ]);
      expect((await list('held')).map((b) => b.reference)).toEqual([held.reference]);
      expect((await list('confirmed')).map((b) => b.reference)).toEqual([confirmed.reference]);
      expect((await list('cancelled')).map((b) => b.reference)).toEqual([gone.reference]);
      expect(await list('expired')).toEqual([]);

      for (const path of ['/api/bookingapartment', '/api/booking']) {
        const bad = await t.http
          .get(path)
          .query({ status: 'open' })
          .set('Authorization', `Bearer ${t.token}`)
          .expect(400);
        expect(bad.body.message).toBe('status must be one of held, confirmed, cancelled, expired');
      }
    });
  });
});
