import { OneTimeTokensService } from '../src/auth/one-time-tokens.service';
import { PasswordHasher } from '../src/auth/password-hasher';
import { TOO_MANY_BOOKINGS_FOR_ADDRESS } from '../src/bookings/shared/first-mail-budget';
import { MailService } from '../src/mail/mail.service';
import { UsersService } from '../src/users/users.service';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { createTestApp, TestApp } from './utils/test-app';
import { eventually } from './utils/eventually';

const TOO_MANY = {
  statusCode: 429,
  message: 'Too many requests. Please wait a minute and try again.',
};

describe('limits against floods', () => {
  const catcher = new MailCatcher();
  let t: TestApp;
  let destinationId: string;

  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: await catcher.start(),
      BOOKING_RATE_LIMIT: '4',
      CONTACT_RATE_LIMIT: '2',
      LOGIN_ACCOUNT_RATE_LIMIT: '3',
      MAX_TICKETS_PER_BOOKING: '4',
      MAX_NIGHTS_PER_STAY: '7',
      MAILS_PER_RECIPIENT_PER_HOUR: '2',
    });
    destinationId = await insertDestination(t.connection);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  /** Each test its own client address (the loopback proxy is trusted by default), so budgets do not mix. */
  let clients = 0;
  const client = () => `203.0.113.${++clients}`;

  const tour = (fields: Record<string, unknown> = {}) => tourBody(destinationId, fields);

  it('limits tour and stay bookings together per client, others unaffected', async () => {
    const ip = client();
    for (let i = 0; i < 2; i++) {
      await t.http.post('/api/booking').set('X-Forwarded-For', ip).send({}).expect(400);
      await t.http.post('/api/bookingapartment').set('X-Forwarded-For', ip).send({}).expect(400);
    }
    const before = await t.connection.collection('tour_bookings').countDocuments();
    const res = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', ip)
      .send(tour())
      .expect(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(await t.connection.collection('tour_bookings').countDocuments()).toBe(before);
    await t.http.post('/api/bookingapartment').set('X-Forwarded-For', ip).send({}).expect(429);
    await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ email: 'x@example.com' }))
      .expect(201);
  });

  it('limits manage-link requests per client, apart from bookings', async () => {
    const ip = client();
    const link = { ref: 'TB-222222', token: 'x'.repeat(43) };
    await t.http.get('/api/bookings/manage').set('X-Forwarded-For', ip).query(link).expect(404);
    await t.http
      .post('/api/bookings/manage/confirm')
      .set('X-Forwarded-For', ip)
      .send(link)
      .expect(404);
    await t.http
      .post('/api/bookings/manage/cancel')
      .set('X-Forwarded-For', ip)
      .send(link)
      .expect(404);
    await t.http.get('/api/bookings/manage').set('X-Forwarded-For', ip).query(link).expect(404);
    const res = await t.http
      .post('/api/bookings/manage/cancel')
      .set('X-Forwarded-For', ip)
      .send(link)
      .expect(429);
    expect(res.body).toEqual(TOO_MANY);
    // Guessing links does not spend the client's booking budget, nor another client's.
    await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', ip)
      .send(tour({ email: 'manage@example.com' }))
      .expect(201);
    await t.http
      .get('/api/bookings/manage')
      .set('X-Forwarded-For', client())
      .query(link)
      .expect(404);
  });

  it('limits contact messages per client', async () => {
    const ip = client();
    const message = {
      name: 'Mia',
      email: 'mia@example.com',
      phone: '+1 202 555 0143',
      message: 'Hello',
    };
    await t.http.post('/api/contact').set('X-Forwarded-For', ip).send(message).expect(201);
    await t.http.post('/api/contact').set('X-Forwarded-For', ip).send(message).expect(201);
    const res = await t.http
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send(message)
      .expect(429);
    expect(res.body).toEqual(TOO_MANY);
  });

  it('caps tickets per booking and nights per stay with clear messages', async () => {
    const tickets = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ tickets: 5 }))
      .expect(400);
    expect(tickets.body.message).toBe('You can book at most 4 tickets at once');
    const nights = await t.http
      .post('/api/bookingapartment')
      .set('X-Forwarded-For', client())
      .send({
        name: 'Rui',
        email: 'rui@example.com',
        checkIn: inDays(10),
        checkOut: inDays(18),
        guests: 1,
        offerId: '0123456789abcdef01234567',
        pricePerNight: 40,
        totalCost: 320,
        costPerPerson: 320,
      })
      .expect(400);
    expect(nights.body.message).toBe('A stay can last at most 7 nights');
  });

  it.each([
    ['Ann\n\nYour refund is ready', 'Name must be one line of printable characters'],
    ['Ann\u202Egnp.exe', 'Name must be one line of printable characters'],
    ['Ann\u200B', 'Name must be one line of printable characters'],
    ['Ann http://evil.example/refund', 'Name must not contain a link'],
    ['Ann www.evil.example', 'Name must not contain a link'],
    ['A'.repeat(81), 'Name must be at most 80 characters long'],
  ])('refuses the booking name %j, storing nothing', async (name, message) => {
    const before = await t.connection.collection('tour_bookings').countDocuments();
    const res = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ name }))
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(await t.connection.collection('tour_bookings').countDocuments()).toBe(before);
  });

  it('repeats no free text in the mail of a hold: the name stays out', async () => {
    const res = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ name: "Zoë O'Brien-Ng", email: 'unproven@example.com', tickets: 1, cost: 45.5 }))
      .expect(201);
    const mail = await catcher.mailWith('unproven@example.com', res.body.data.reference);
    expect(mail).toContain('Hello,');
    expect(mail).not.toContain('Brien');
  });

  it('refuses a tour time that has already started today (UTC), storing nothing', async () => {
    const early = await insertDestination(t.connection, { tourTimes: ['00:00', '23:59'] });
    const before = await t.connection.collection('tour_bookings').countDocuments();
    const res = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ destinationId: early, date: inDays(0), time: '00:00' }))
      .expect(400);
    expect(res.body.message).toBe('This tour time has already started');
    expect(await t.connection.collection('tour_bookings').countDocuments()).toBe(before);
  });

  it('refuses an address that would add a recipient to a mailto: link, on contact and bookings', async () => {
    const email = 'a?bcc=attacker@evil.example';
    const contact = await t.http
      .post('/api/contact')
      .set('X-Forwarded-For', client())
      .send({ name: 'Mia', email, phone: '+1 202 555 0143', message: 'Hello' })
      .expect(400);
    expect(contact.body.message).toBe('Please enter a valid email address');
    const booking = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ email }))
      .expect(400);
    expect(booking.body.message).toBe('Please enter a valid email address');
  });

  it('mails one address at most the configured times an hour, and refuses a hold whose mail it would hold back', async () => {
    const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email)).length;
    await account('victim@example.com', 'secret123');
    // Anyone may ask for reset links to an address: those are what the budget holds back.
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/auth/forgot-password')
        .set('X-Forwarded-For', client())
        .send({ email: 'victim@example.com' })
        .expect(200);
    }
    await eventually(() => mailsTo('victim@example.com') >= 2, 'the two mails to the victim');
    // A hold's mail carries the link that confirms it, and anyone may cause one: with the budget spent the
    // booking is refused, never taken with its mail held back (it would only expire).
    const refused = await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ email: 'victim@example.com', tickets: 1, cost: 45.5 }))
      .expect(429);
    expect(refused.body.message).toBe(TOO_MANY_BOOKINGS_FOR_ADDRESS);
    // A later mail to someone else arriving shows the skipped one is not merely late.
    await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ email: 'other@example.com', tickets: 1, cost: 45.5 }))
      .expect(201);
    await eventually(() => mailsTo('other@example.com') === 1, 'the mail to the other booker');
    expect(mailsTo('victim@example.com')).toBe(2);
    const outbox = t.connection.collection('outbox');
    expect(
      await outbox.countDocuments({ recipient: 'victim@example.com', status: 'skipped' }),
    ).toBe(1);
    expect(
      await outbox.countDocuments({ recipient: 'victim@example.com', kind: 'booking-held' }),
    ).toBe(0);
    expect(
      await t.connection
        .collection('tour_bookings')
        .countDocuments({ email: 'victim@example.com' }),
    ).toBe(0);
  });

  it('keeps to the budget when requests for one address come all at once', async () => {
    const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email)).length;
    await account('burst@example.com', 'secret123');
    // Counting the outbox and then inserting let every one of these through, since all counted 0.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.http
          .post('/auth/forgot-password')
          .set('X-Forwarded-For', client())
          .send({ email: 'burst@example.com' })
          .expect(200),
      ),
    );
    // Each request answers before it queues its mail (answers are alike whether the account exists or not).
    const outbox = t.connection.collection('outbox');
    await eventually(
      async () => (await outbox.countDocuments({ recipient: 'burst@example.com' })) >= 10,
      'the ten queued reset mails',
    );
    await eventually(() => mailsTo('burst@example.com') >= 2, 'the two reset mails let through');
    expect(await outbox.countDocuments({ recipient: 'burst@example.com' })).toBe(10);
    expect(mailsTo('burst@example.com')).toBe(2);
    expect(
      await outbox.countDocuments({ recipient: 'burst@example.com', status: { $ne: 'skipped' } }),
    ).toBe(2);
  });

  it('gives out each budget slot once, even to checks that all start before any of them is taken', async () => {
    // Called together in one tick, every send checks the budget before any has queued its mail: a budget
    // that counted the outbox and then inserted would let all ten through here.
    const mail = t.app.get(MailService);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        mail.send(
          { to: 'race@example.com', subject: 'Race', text: 'Hello' },
          { key: `test-race:${i}` },
        ),
      ),
    );
    const outbox = t.connection.collection('outbox');
    expect(await outbox.countDocuments({ recipient: 'race@example.com' })).toBe(10);
    expect(
      await outbox.countDocuments({ recipient: 'race@example.com', status: { $ne: 'skipped' } }),
    ).toBe(2);
  });

  /** A verified account with a known password, made the way registration stores it. */
  async function account(email: string, password: string): Promise<void> {
    await t.app.get(UsersService).create({
      username: 'Owner',
      email,
      passwordHash: await t.app.get(PasswordHasher).hash(password),
      emailVerified: true,
    });
  }

  const login = (ip: string, email: string, password: string) =>
    t.http.post('/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('stops a guesser spread over many addresses, and mails the owner once', async () => {
    const email = 'target@example.com';
    await account(email, 'right-password');
    for (let i = 0; i < 3; i++) await login(client(), email, `guess${i}`).expect(401);
    // Past the limit, every wrong guess reads as a refusal, from a new address too.
    const res = await login(client(), ' TARGET@example.com', 'guess').expect(429);
    expect(res.body.message).toBe('Too many attempts. Please wait a minute and try again.');
    await login(client(), 'someone@example.com', 'guess').expect(401);
    await catcher.mailWith(email, 'Someone is trying to sign in to your account');
    expect(catcher.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    await catcher.mailWith(email, 'Your account is not locked', '/forgot-password');
  });

  it('never locks the owner out: the right password from a client with no failures passes', async () => {
    const email = 'owner@example.com';
    await account(email, 'right-password');
    const guesser = client();
    for (let i = 0; i < 3; i++) await login(client(), email, `guess${i}`).expect(401);
    await login(guesser, email, 'guess').expect(429);
    // The guesser is refused, even with the right password: it has failed on this account.
    await login(guesser, email, 'right-password').expect(429);
    const started = Date.now();
    const owner = await login(client(), email, 'right-password').expect(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // Slowed down, not refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('refuses one client its guesses on one account while the account has few failures', async () => {
    const email = 'single@example.com';
    await account(email, 'right-password');
    const ip = client();
    for (let i = 0; i < 3; i++) await login(ip, email, `guess${i}`).expect(401);
    await login(ip, email, 'right-password').expect(429);
    await login(client(), email, 'right-password').expect(200);
  });

  it('answers forgot-password alike whether or not the account exists, before any reset work is done', async () => {
    const email = 'forgetful@example.com';
    await account(email, 'an-old-password');
    // The reset link's token is held until both answers are in. An answer that waited for the work only an
    // existing account causes (its time would tell who has an account) would not come while it is held: this
    // holds on a loaded machine, where timing the two answers against each other did not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const tokens = t.app.get(OneTimeTokensService);
    const issue = tokens.issue.bind(tokens);
    const issued = jest
      .spyOn(tokens, 'issue')
      .mockImplementation(async (...args) => held.then(() => issue(...args)));
    // An answer that waits for the held work never comes: the request times out and the test fails.
    const ask = async (address: string) =>
      (
        await t.http
          .post('/auth/forgot-password')
          .set('X-Forwarded-For', client())
          .send({ email: address })
          .timeout(10_000)
          .expect(200)
      ).body as unknown;
    try {
      const existing = await ask(email);
      const missing = await ask('nobody@example.com');
      expect(existing).toEqual(missing);
      expect(issued).toHaveBeenCalledTimes(1);
    } finally {
      release();
      issued.mockRestore();
    }
    // Once let go, the link is sent.
    await catcher.tokenFor(email, '/reset-password');
  });
});

describe('bounds on unconfirmed holds', () => {
  let t: TestApp;
  let destinationId: string;
  let offerId: string;

  beforeAll(async () => {
    t = await createTestApp({
      MAX_TICKETS_PER_BOOKING: '10',
      HOLD_SEATS_PER_CLIENT: '6',
      HOLD_SEATS_PER_ADDRESS: '4',
      HOLD_SLOT_SHARE_PERCENT: '50',
      HOLD_STAYS_PER_CLIENT: '2',
      HOLD_MINUTES: '30',
      UNVERIFIED_HOLD_MINUTES: '10',
    });
    destinationId = await insertDestination(t.connection, { capacityPerSlot: 20 });
    offerId = await insertOffer(t.connection);
  });
  afterAll(() => t.close());

  let clients = 0;
  const client = () => `198.51.100.${++clients}`;
  let addresses = 0;
  const address = () => `holder${++addresses}@example.com`;

  const tour = (ip: string, fields: Record<string, unknown>, token?: string) => {
    const req = t.http.post('/api/booking').set('X-Forwarded-For', ip);
    if (token) void req.set('Authorization', `Bearer ${token}`);
    return req.send(tourBody(destinationId, { tickets: 1, email: address(), ...fields }));
  };

  it('keeps holds to half of a tour time: a verified buyer still finds seats', async () => {
    await tour(client(), { tickets: 4 }).expect(201);
    await tour(client(), { tickets: 4 }).expect(201);
    const third = await tour(client(), { tickets: 4 }).expect(409);
    expect(third.body.message).toBe(
      'Only 2 more tickets of this time can be held without confirmation. Sign in with a verified account to book more.',
    );
    const token = await t.signIn();
    const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    const verified = await tour(client(), { tickets: 10, email: me.body.email }, token).expect(201);
    expect(verified.body.data.status).toBe('confirmed');
  });

  it('bounds the seats one client holds across tour times, and one address', async () => {
    const ip = client();
    await tour(ip, { tickets: 4, time: '10:00' }).expect(201);
    await tour(ip, { tickets: 2, time: '14:00' }).expect(201);
    const res = await tour(ip, { tickets: 1, time: '15:00' }).expect(429);
    expect(res.body.message).toBe(
      'You have too many unconfirmed bookings. Please confirm them from the email we sent, or wait until they expire.',
    );
    const email = address();
    await tour(client(), { tickets: 3, time: '10:00', email }).expect(201);
    await tour(client(), { tickets: 2, time: '14:00', email }).expect(429);
    expect(await t.connection.collection('tour_bookings').countDocuments({ email })).toBe(1);
  });

  it('holds an address nobody verified for UNVERIFIED_HOLD_MINUTES, a verified one for HOLD_MINUTES', async () => {
    const minutesHeld = (res: { body: { data: { holdExpiresAt: string } } }) =>
      Math.round((Date.parse(res.body.data.holdExpiresAt) - Date.now()) / 60_000);
    const stranger = await tour(client(), { time: '15:00' }).expect(201);
    expect(minutesHeld(stranger)).toBe(10);
    const token = await t.signIn();
    const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    // Not signed in, but the address is one a verified account has.
    const known = await tour(client(), { time: '15:00', email: me.body.email }).expect(201);
    expect(minutesHeld(known)).toBe(30);
  });

  it('bounds the stays one client holds', async () => {
    const ip = client();
    const stay = (from: number) =>
      t.http
        .post('/api/bookingapartment')
        .set('X-Forwarded-For', ip)
        .send(
          stayBody(offerId, {
            email: address(),
            checkIn: inDays(from),
            checkOut: inDays(from + 1),
          }),
        );
    await stay(10).expect(201);
    await stay(12).expect(201);
    await stay(14).expect(429);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted (TRUST_PROXY=none)', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'none', CONTACT_RATE_LIMIT: '1' });
    try {
      const message = {
        name: 'Mia',
        email: 'mia@example.com',
        phone: '+1 202 555 0143',
        message: 'Hello',
      };
      await t.http
        .post('/api/contact')
        .set('X-Forwarded-For', '198.51.100.1')
        .send(message)
        .expect(201);
      await t.http
        .post('/api/contact')
        .set('X-Forwarded-For', '198.51.100.2')
        .send(message)
        .expect(429);
    } finally {
      await t.close();
    }
  });

  it('turns the API docs off when API_DOCS=false', async () => {
    const t = await createTestApp({ API_DOCS: 'false' });
    try {
      await t.http.get('/api/openapi.json').expect(404);
      await t.http.get('/api/docs').expect(404);
    } finally {
      await t.close();
    }
  });
});
