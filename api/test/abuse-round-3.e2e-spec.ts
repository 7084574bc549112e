import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import { PasswordHasher } from '../src/auth/password-hasher';
import { MailService } from '../src/mail/mail.service';
import { UsersService } from '../src/users/users.service';
import { inDays, insertDestination, tourBody as fixtureTour } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { checkoutEvent, StripeMock, WEBHOOK } from './utils/stripe-mock';
import { createTestApp, TestApp } from './utils/test-app';
import { EventStreamClient, listening, openStream } from './utils/event-stream-client';

/**
 * The product's own limits, as README's configuration table gives them: an empty value is read as unset,
 * so these undo the test apps' far-away limits and every test here runs against the defaults.
 */
const PRODUCT_LIMITS = Object.fromEntries(
  [
    'BOOKING_RATE_LIMIT',
    'MAX_TICKETS_PER_BOOKING',
    'MAILS_PER_RECIPIENT_PER_HOUR',
    'HOLD_SEATS_PER_CLIENT',
    'HOLD_SEATS_PER_ADDRESS',
    'HOLD_SLOT_SHARE_PERCENT',
    'HOLD_STAYS_PER_CLIENT',
    'UNVERIFIED_HOLD_MINUTES',
    'WAITLIST_ENTRIES_PER_CLIENT',
    'WAITLIST_ENTRIES_PER_ADDRESS',
  ].map((name) => [name, '']),
);

const SESSIONS = '/v1/checkout/sessions';
const REFUNDS = '/v1/refunds';

/** Each test its own client addresses (the loopback proxy is trusted), so rate limits do not mix. */
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

let addresses = 0;
const newAddress = (who: string) => `${who}${++addresses}@example.test`;

/** A verified account signed in: its token and the address it owns. */
async function verifiedBuyer(t: TestApp): Promise<{ token: string; email: string }> {
  const email = newAddress('verified');
  await t.app.get(UsersService).create({
    username: 'Vera Fied',
    email,
    passwordHash: await t.app.get(PasswordHasher).hash('secret123'),
    role: 'user',
    emailVerified: true,
  });
  const res = await t.http.post('/auth/login').send({ email, password: 'secret123' }).expect(200);
  return { token: (res.body as { token: string }).token, email };
}

/** The seats left at `time` on `date` (by default the tests' own time, 09:30 in 33 days). */
async function seatsLeft(t: TestApp, destinationId: string, date = inDays(33), time = '09:30') {
  const availability = await t.http
    .get(`/api/destination/${destinationId}/availability`)
    .query({ date })
    .expect(200);
  return (availability.body.slots as { time: string; left: number }[]).find((s) => s.time === time)
    ?.left;
}

/** The fixtures' tour booking: 1 ticket at 09:30 in 33 days, from a new address. */
const tourBody = (destinationId: string, fields: Record<string, unknown> = {}) =>
  fixtureTour(destinationId, {
    date: inDays(33),
    tickets: 1,
    email: newAddress('visitor'),
    ...fields,
  });

describe('abuse round 3, payments on (product limits)', () => {
  const stripe = new StripeMock();
  const catcher = new MailCatcher();
  let t: TestApp;

  beforeAll(async () => {
    const env = await stripe.start();
    t = await createTestApp({
      ...env,
      SMTP_URL: await catcher.start(),
      WEB_ORIGIN: 'http://site.test',
      ...PRODUCT_LIMITS,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
    await catcher.stop();
  });

  const book = (destinationId: string, fields: Record<string, unknown>, client = newClient()) =>
    t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client)
      .send(tourBody(destinationId, fields));

  /** A booking held for Checkout: what the webhook's events name. */
  async function held(destinationId: string) {
    const res = await book(destinationId, {}).expect(201);
    const body = res.body as {
      data: { reference: string; _id: string };
      payment: { sessionId: string; amount: number };
    };
    const reference = body.data.reference;
    return {
      reference,
      _id: body.data._id,
      sessionId: body.payment.sessionId,
      amount: body.payment.amount,
      token: new URL(stripe.successUrlOf(reference)).searchParams.get('token'),
    };
  }

  it('N1: two anonymous unpaid holds no longer shut a verified, signed-in buyer out of a time', async () => {
    const destinationId = await insertDestination(t.connection);
    await book(destinationId, { tickets: 5 }).expect(201);
    await book(destinationId, { tickets: 5 }).expect(201);
    // The share of holds (50 % of 20) is taken: a third anonymous hold is refused, as before.
    const refused = await book(destinationId, { tickets: 2 }).expect(409);
    expect(refused.body.message).toMatch(/held without confirmation/);

    const buyer = await verifiedBuyer(t);
    const res = await t.http
      .post('/api/booking')
      .set('Authorization', `Bearer ${buyer.token}`)
      .send(tourBody(destinationId, { tickets: 2, email: buyer.email }))
      .expect(201);
    expect(res.body.payment).toMatchObject({ status: 'pending', amount: 9100 });
    // Their seats are not counted in the anonymous holds' share: another verified buyer books too.
    const second = await verifiedBuyer(t);
    await t.http
      .post('/api/booking')
      .set('Authorization', `Bearer ${second.token}`)
      .send(tourBody(destinationId, { tickets: 3, email: second.email }))
      .expect(201);
    expect(await seatsLeft(t, destinationId)).toBe(5);
  });

  it('N5: refunds two further payments of one booking under two idempotency keys, one per payment', async () => {
    const destinationId = await insertDestination(t.connection);
    const b = await held(destinationId);
    await stripe.deliver(t.http, stripe.paidEvent(b, { paymentIntent: 'pi_first' })).expect(200);
    const before = stripe.callsTo(REFUNDS).length;
    await stripe.deliver(t.http, stripe.paidEvent(b, { paymentIntent: 'pi_dup_one' })).expect(200);
    await stripe.deliver(t.http, stripe.paidEvent(b, { paymentIntent: 'pi_dup_two' })).expect(200);
    const refunds = stripe.callsTo(REFUNDS).slice(before);
    expect(refunds.map((r) => [r.form.get('payment_intent'), r.idempotencyKey])).toEqual([
      ['pi_dup_one', `refund-${b.reference}-pi_dup_one`],
      ['pi_dup_two', `refund-${b.reference}-pi_dup_two`],
    ]);
  });

  it('N6: expires the older Checkout Session when the visitor asks to pay again', async () => {
    const destinationId = await insertDestination(t.connection);
    const b = await held(destinationId);
    const again = await t.http
      .post('/api/bookings/manage/checkout')
      .send({ ref: b.reference, token: b.token })
      .expect(200);
    expect(again.body.sessionId).toBeDefined();
    expect(stripe.callsTo(`${SESSIONS}/${b.sessionId}/expire`)).toHaveLength(1);
    // Its expiry event then releases nothing: the booking waits for the new session.
    await stripe
      .deliver(
        t.http,
        checkoutEvent('checkout.session.expired', {
          id: b.sessionId,
          reference: b.reference,
          kind: 'tour',
          amount: b.amount,
        }),
      )
      .expect(200);
    const stored = await t.connection
      .collection('tour_bookings')
      .findOne({ _id: new Types.ObjectId(b._id) });
    expect(stored?.status).toBe('held');
  });

  it('N7: answers an oversized webhook body with 413, not 500', async () => {
    const payload = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(3 * 1024 * 1024) });
    const { header } = stripe.sign({ id: 'evt_big' });
    const res = await t.http
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload)
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });
});

describe('abuse round 3, payments off (product limits)', () => {
  const catcher = new MailCatcher();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await catcher.start(), ...PRODUCT_LIMITS });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  const outbox = () => t.connection.collection('outbox');
  /** Mails to the address that were or will be sent (not skipped by its budget). */
  const mailedTo = (email: string) =>
    outbox().countDocuments({ recipient: email, status: { $ne: 'skipped' } });

  /** A destination whose `time` on `date` one verified owner has booked out (confirmed at once). */
  async function soldOut(capacity: number, date = inDays(33), time = '14:00') {
    const destinationId = await insertDestination(t.connection, { capacityPerSlot: capacity });
    const owner = await verifiedBuyer(t);
    const ids: string[] = [];
    for (let left = capacity; left > 0; left -= 10) {
      const tickets = Math.min(10, left);
      const res = await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .set('Authorization', `Bearer ${owner.token}`)
        .send(tourBody(destinationId, { date, time, tickets, email: owner.email }))
        .expect(201);
      expect(res.body.data.status).toBe('confirmed');
      ids.push(res.body.data._id as string);
    }
    return { destinationId, ids, date, time };
  }

  const join = (
    slot: { destinationId: string; date: string; time: string },
    fields: { email: string; tickets: number },
    client = newClient(),
    token?: string,
  ) => {
    const req = t.http
      .post(`/api/destination/${slot.destinationId}/waitlist`)
      .set('X-Forwarded-For', client);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ date: slot.date, time: slot.time, name: 'Wai Ting', ...fields });
  };

  const entry = (email: string) => t.connection.collection('tour_waitlist').findOne({ email });

  describe('N2: waitlist squatting', () => {
    it('offers freed seats to a verified buyer, never to unconfirmed fake entries ahead of them', async () => {
      const slot = await soldOut(20);
      const ip = newClient();
      const fakes = [1, 2, 3, 4].map(() => newAddress('fake'));
      for (const email of fakes) await join(slot, { email, tickets: 10 }, ip).expect(201);
      const buyer = await verifiedBuyer(t);
      const joined = await join(slot, { email: buyer.email, tickets: 2 }, newClient(), buyer.token);
      expect(joined.status).toBe(201);
      expect(joined.body).toEqual({ position: 5, confirmed: true });

      await t.http
        .delete(`/api/deleteBooking/${slot.ids[0]}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      for (const email of fakes) expect((await entry(email))?.status).toBe('waiting');
      expect((await entry(buyer.email))?.status).toBe('offered');
      await catcher.mailWith(buyer.email, '/waitlist/claim?');
      // The 8 other freed seats are on sale: nobody unconfirmed holds them.
      const other = await verifiedBuyer(t);
      await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .set('Authorization', `Bearer ${other.token}`)
        .send(tourBody(slot.destinationId, { ...slot, tickets: 8, email: other.email }))
        .expect(201);
    });

    it("offers seats to an anonymous entry once its address is confirmed by the joined mail's link", async () => {
      const slot = await soldOut(2);
      const email = newAddress('waiter');
      const joined = await join(slot, { email, tickets: 1 }).expect(201);
      expect(joined.body).toEqual({ position: 1, confirmed: false });
      const mail = await catcher.mailWith(email, '/waitlist/confirm?');
      const token = new RegExp(
        `/waitlist/confirm\\?destination=${slot.destinationId}&token=([A-Za-z0-9_-]+)`,
      ).exec(mail)?.[1];
      expect(token).toBeDefined();
      // The address's budget is spent: the offer to a confirmed entry is theirs, and comes all the same.
      for (let i = 0; i < 10; i++) {
        await t.app
          .get(MailService)
          .send(
            { to: email, subject: `Other mail ${i}`, text: 'Hello' },
            { key: `test-other:${email}:${i}` },
          );
      }
      await t.http
        .delete(`/api/deleteBooking/${slot.ids[0]}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect((await entry(email))?.status).toBe('waiting');

      const wrong = await t.http
        .post(`/api/destination/${slot.destinationId}/waitlist/confirm`)
        .send({ token: 'x'.repeat(43) })
        .expect(404);
      expect(wrong.body.message).toBe('This waitlist link is not valid.');
      const confirmed = await t.http
        .post(`/api/destination/${slot.destinationId}/waitlist/confirm`)
        .send({ token })
        .expect(200);
      expect(confirmed.body).toEqual({
        message: 'Your place on the waitlist is confirmed.',
        position: 1,
      });
      expect((await entry(email))?.status).toBe('offered');
      await catcher.mailWith(email, '/waitlist/claim?');
    });

    it('bounds the entries in line per address and per client', async () => {
      const slots = [];
      for (let i = 0; i < 3; i++) {
        const { destinationId } = await soldOut(1, inDays(33 + i), '09:30');
        for (const time of ['09:30', '10:00', '14:00', '15:00']) {
          const owner = await verifiedBuyer(t);
          if (time !== '09:30') {
            await t.http
              .post('/api/booking')
              .set('X-Forwarded-For', newClient())
              .set('Authorization', `Bearer ${owner.token}`)
              .send(tourBody(destinationId, { date: inDays(33 + i), time, email: owner.email }))
              .expect(201);
          }
          slots.push({ destinationId, date: inDays(33 + i), time });
        }
      }
      const address = newAddress('squatter');
      for (const slot of slots.slice(0, 5)) {
        await join(slot, { email: address, tickets: 1 }, newClient()).expect(201);
      }
      const byAddress = await join(slots[5]!, { email: address, tickets: 1 }, newClient());
      expect(byAddress.status).toBe(429);
      expect(byAddress.body.message).toMatch(/too many waitlists/);

      const ip = newClient();
      for (const slot of slots.slice(0, 10)) {
        await join(slot, { email: newAddress('rotating'), tickets: 1 }, ip).expect(201);
      }
      const byClient = await join(slots[10]!, { email: newAddress('rotating'), tickets: 1 }, ip);
      expect(byClient.status).toBe(429);
      expect(byClient.body.message).toMatch(/too many waitlists/);
    });
  });

  describe('sessions and admin streams', () => {
    it("N10: ends an admin's open bookings stream once the account is demoted", async () => {
      const base = await listening(t.app);
      const person = await verifiedBuyer(t);
      const account = await t.connection.collection('users').findOne({ email: person.email });
      const id = String(account?._id);
      const setRole = (role: string) =>
        t.http
          .patch(`/api/users/${id}/role`)
          .set('Authorization', `Bearer ${admin}`)
          .send({ role })
          .expect(200);
      await setRole('admin');
      const login = await t.http
        .post('/auth/login')
        .send({ email: person.email, password: 'secret123' })
        .expect(200);
      const opened = await openStream(`${base}/api/bookings/stream`, {
        Authorization: `Bearer ${(login.body as { token: string }).token}`,
      });
      const live = opened as EventStreamClient;
      expect(live.response.statusCode).toBe(200);
      await live.next((e) => e.event === 'bookings');
      const ended = new Promise<void>((resolve) => live.response.once('close', resolve));

      await setRole('user');
      const destinationId = await insertDestination(t.connection);
      await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .send(tourBody(destinationId))
        .expect(201);
      await ended;
      expect(live.events).toHaveLength(1);
      live.close();
    });

    it('N11: refuses a token signed with the real secret but without an end (exp)', async () => {
      const person = await verifiedBuyer(t);
      const account = await t.connection.collection('users').findOne({ email: person.email });
      const endless = new JwtService().sign(
        { sub: String(account?._id), role: 'user', ver: account?.tokenVersion ?? 0 },
        { secret: t.config.jwtSecret, algorithm: 'HS256' },
      );
      await t.http.get('/auth/me').set('Authorization', `Bearer ${endless}`).expect(401);
      await t.http.get('/auth/me').set('Authorization', `Bearer ${person.token}`).expect(200);
    });
  });

  describe('N12: dates far ahead, and IPv6 clients', () => {
    it('refuses bookings, waitlist joins, availability reads and streams past two years ahead', async () => {
      const destinationId = await insertDestination(t.connection);
      const far = '9999-12-31';
      const message = 'Please choose a date within the next 2 years';
      const booked = await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .send(tourBody(destinationId, { date: far }))
        .expect(400);
      expect(booked.body.message).toBe(message);
      const joined = await join(
        { destinationId, date: inDays(800), time: '09:30' },
        { email: newAddress('far'), tickets: 1 },
      ).expect(400);
      expect(joined.body.message).toBe(message);
      const read = await t.http
        .get(`/api/destination/${destinationId}/availability`)
        .query({ date: far })
        .expect(400);
      expect(read.body.message).toBe(message);
      const base = await listening(t.app);
      expect(
        await openStream(
          `${base}/api/destination/${destinationId}/availability/stream?date=${far}`,
        ),
      ).toMatchObject({ status: 400, body: { message } });
      // Within the horizon all is as before.
      await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .send(tourBody(destinationId, { date: inDays(700) }))
        .expect(201);
    });

    it('counts the holds of an IPv6 client by its /64, not by each of its addresses', async () => {
      const destinationId = await insertDestination(t.connection);
      const held = (n: number, date: string) =>
        t.http
          .post('/api/booking')
          .set('X-Forwarded-For', `2001:db8:77:1::${n}`)
          .send(tourBody(destinationId, { tickets: 10, date }));
      await held(1, inDays(50)).expect(201);
      await held(2, inDays(51)).expect(201);
      // 20 seats held from that /64 (HOLD_SEATS_PER_CLIENT): another address in it is the same client.
      const refused = await held(3, inDays(52)).expect(429);
      expect(refused.body.message).toMatch(/too many unconfirmed bookings/);
      await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', '2001:db8:77:2::1')
        .send(tourBody(destinationId, { tickets: 10, date: inDays(52) }))
        .expect(201);
    });
  });

  describe('restoring a deleted booking', () => {
    const asAdmin = () => ({ Authorization: `Bearer ${admin}` });

    async function deletedBooking() {
      const destinationId = await insertDestination(t.connection);
      const owner = await verifiedBuyer(t);
      const res = await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .set('Authorization', `Bearer ${owner.token}`)
        .send(tourBody(destinationId, { tickets: 2, email: owner.email }))
        .expect(201);
      const id = res.body.data._id as string;
      await t.http.delete(`/api/deleteBooking/${id}`).set(asAdmin()).expect(200);
      return { destinationId, id };
    }

    it('N13: answers one of several concurrent restores 200 and the others 409', async () => {
      const { destinationId, id } = await deletedBooking();
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          t.http.post(`/api/admin/deleted/tour-booking/${id}/restore`).set(asAdmin()),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const refused = answers.find((a) => a.status === 409);
      expect(refused?.body.message).toBe(
        'This was restored already (another restore of it came first).',
      );
      expect(await seatsLeft(t, destinationId)).toBe(18);
    });

    it('N16: says a restore into a tour time cancelled as a whole is refused for that reason', async () => {
      const { destinationId, id } = await deletedBooking();
      await t.http
        .post('/api/admin/tour-times/cancel')
        .set(asAdmin())
        .send({ destinationId, date: inDays(33), time: '09:30' })
        .expect(200);
      const res = await t.http
        .post(`/api/admin/deleted/tour-booking/${id}/restore`)
        .set(asAdmin())
        .expect(409);
      expect(res.body.message).toBe('This tour time was cancelled. Please choose another time.');
    });
  });

  describe('N3: mails past the per-recipient budget', () => {
    it("lets a stranger's holds and waitlist joins mail one address no more than its hourly budget", async () => {
      const victim = newAddress('victim');
      const destinationId = await insertDestination(t.connection);
      const ip = newClient();
      for (let i = 0; i < 10; i++) {
        await t.http
          .post('/api/booking')
          .set('X-Forwarded-For', ip)
          .send(tourBody(destinationId, { email: victim, date: inDays(40 + i) }))
          .expect(201);
      }
      const slot = await soldOut(1);
      const joined = await join(slot, { email: victim, tickets: 1 }, newClient());
      expect(joined.status).toBe(429);
      expect(joined.body.message).toBe(
        'Too many mails to this address this hour. Sign in with a verified account to join more waitlists.',
      );
      expect(await entry(victim)).toBeNull();
      expect(await mailedTo(victim)).toBe(10);
    });

    it('refuses a held booking whose confirmation mail the budget would hold back (429), booking nothing', async () => {
      const address = newAddress('busy');
      const mail = t.app.get(MailService);
      for (let i = 0; i < 10; i++) {
        await mail.send(
          { to: address, subject: `Other mail ${i}`, text: 'Hello' },
          { key: `test-other:${address}:${i}` },
        );
      }
      const destinationId = await insertDestination(t.connection);
      const res = await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .send(tourBody(destinationId, { email: address }))
        .expect(429);
      expect(res.body.message).toBe(
        'Too many bookings for this address this hour. Sign in with a verified account to book more.',
      );
      expect(
        await t.connection.collection('tour_bookings').countDocuments({ email: address }),
      ).toBe(0);
      expect(await seatsLeft(t, destinationId)).toBe(20);
    });

    it("still sends a verified owner's confirmation, which they caused themselves, past the budget", async () => {
      const buyer = await verifiedBuyer(t);
      const mail = t.app.get(MailService);
      for (let i = 0; i < 10; i++) {
        await mail.send(
          { to: buyer.email, subject: `Other mail ${i}`, text: 'Hello' },
          { key: `test-other:${buyer.email}:${i}` },
        );
      }
      const destinationId = await insertDestination(t.connection);
      const res = await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', newClient())
        .set('Authorization', `Bearer ${buyer.token}`)
        .send(tourBody(destinationId, { email: buyer.email }))
        .expect(201);
      const confirmation = await outbox().findOne({
        key: `booking-confirmed:${res.body.data.reference}`,
      });
      expect(confirmation?.status).not.toBe('skipped');
    });
  });
});
