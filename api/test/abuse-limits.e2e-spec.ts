import { inDays, insertDestination } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { createTestApp, TestApp } from './utils/test-app';

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

  const tour = (fields: Record<string, unknown> = {}) => ({
    destinationId,
    date: inDays(7),
    time: '09:30',
    tickets: 2,
    cost: 91,
    name: 'Ana',
    email: 'ana@example.com',
    ...fields,
  });

  async function until(done: () => boolean): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  }

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

  it('mails one address at most the configured times an hour, and the bookings still succeed', async () => {
    const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email)).length;
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/api/booking')
        .set('X-Forwarded-For', client())
        .send(tour({ email: 'victim@example.com', tickets: 1, cost: 45.5 }))
        .expect(201);
    }
    // A later mail to someone else arriving shows the skipped one is not merely late.
    await t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client())
      .send(tour({ email: 'other@example.com', tickets: 1, cost: 45.5 }))
      .expect(201);
    await until(() => mailsTo('other@example.com') === 1 && mailsTo('victim@example.com') >= 2);
    expect(mailsTo('other@example.com')).toBe(1);
    expect(mailsTo('victim@example.com')).toBe(2);
    expect(
      await t.connection
        .collection('tour_bookings')
        .countDocuments({ email: 'victim@example.com' }),
    ).toBe(3);
  });

  it('limits logins per account whichever addresses they come from', async () => {
    const token = await t.signIn();
    expect(token).toEqual(expect.any(String));
    const email = 'target@example.com';
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/auth/login')
        .set('X-Forwarded-For', client())
        .send({ email, password: 'guess' })
        .expect(401);
    }
    const res = await t.http
      .post('/auth/login')
      .set('X-Forwarded-For', client())
      .send({ email: ' TARGET@example.com', password: 'guess' })
      .expect(429);
    expect(res.body.message).toBe('Too many attempts. Please wait a minute and try again.');
    await t.http
      .post('/auth/login')
      .set('X-Forwarded-For', client())
      .send({ email: 'someone@example.com', password: 'guess' })
      .expect(401);
  });

  it('answers forgot-password alike, and about as fast, whether or not the account exists', async () => {
    const { email } = await t.connection
      .collection('users')
      .findOne({}, { projection: { email: 1 } })
      .then((user) => ({ email: String(user?.email) }));
    const time = async (address: string) => {
      const started = process.hrtime.bigint();
      const res = await t.http
        .post('/auth/forgot-password')
        .set('X-Forwarded-For', client())
        .send({ email: address })
        .expect(200);
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, body: res.body as unknown };
    };
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await time(email);
      const b = await time(`nobody${i}@example.com`);
      expect(a.body).toEqual(b.body);
      existing.push(a.ms);
      missing.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] ?? 0;
    expect(median(existing)).toBeLessThan(median(missing) * 2 + 15);
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
