import { Types } from 'mongoose';
import { MailService } from '../src/mail/mail.service';
import { OutboxWorker } from '../src/mail/outbox-worker.service';
import { insertDestination, tourBody } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { createTestApp, TestApp } from './utils/test-app';
import { eventually } from './utils/eventually';

interface StoredMail {
  key: string;
  kind: string;
  to: string;
  recipient: string;
  subject: string;
  text?: string;
  essential: boolean;
  status: string;
  attempts: number;
  attemptsBefore: number;
  nextAttemptAt: Date;
  createdAt: Date;
  lastError?: string;
}

/** A mail due now, written straight into the outbox (as MailService would, without waking a worker). */
function dueMail(kind: string, to: string, subject: string): StoredMail {
  const now = new Date();
  return {
    key: `${kind}:${to}`,
    kind,
    to,
    recipient: to,
    subject,
    text: 'Hello',
    essential: false,
    status: 'pending',
    attempts: 0,
    attemptsBefore: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
}

describe('mail outbox', () => {
  const catcher = new MailCatcher();
  /** Two API instances on one database, as scaled out: each runs its own outbox worker. */
  let a: TestApp;
  let b: TestApp;
  let destinationId: string;
  let run = 0;

  beforeAll(async () => {
    const env = {
      SMTP_URL: await catcher.start(),
      MAIL_WORKER_INTERVAL_MS: '50',
      MAIL_RETRY_BASE_MS: '40',
      MAIL_MAX_ATTEMPTS: '6',
    };
    a = await createTestApp(env);
    b = await createTestApp(env, a);
    destinationId = await insertDestination(a.connection);
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
    await catcher.stop();
  });
  beforeEach(() => {
    catcher.refusing = false;
    run++;
  });

  const outbox = () => a.connection.collection<StoredMail>('outbox');
  const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email)).length;
  const address = (name: string) => `${name}-${run}@example.com`;

  const book = (app: TestApp, email: string) =>
    app.http
      .post('/api/booking')
      .send(tourBody(destinationId, { time: '10:00', tickets: 1, email }))
      .expect(201);

  it('keeps retrying while the mail server fails, then delivers every mail exactly once', async () => {
    catcher.refusing = true;
    const bookers = [address('one'), address('two'), address('three')];
    const joiner = address('four');
    const joiners = [joiner, address('five')];
    for (const [i, email] of bookers.entries()) await book(i % 2 ? b : a, email);
    for (const [i, email] of joiners.entries()) {
      await (i % 2 ? b : a).http
        .post('/auth/register')
        .send({ username: 'Rui', email, password: 'secret123' })
        .expect(201);
    }
    const everyone = [...bookers, ...joiners];
    await eventually(
      async () =>
        (await outbox().countDocuments({
          recipient: { $in: everyone },
          status: 'pending',
          attempts: { $gte: 2 },
        })) === everyone.length,
      'every mail to fail twice',
    );
    expect(everyone.map(mailsTo)).toEqual([0, 0, 0, 0, 0]);
    // Each is retried from the due queue (read by the passes instead of the outbox).
    const failing = await outbox()
      .find({ recipient: { $in: everyone } })
      .toArray();
    const due = a.connection.collection('outbox_due');
    expect(await due.countDocuments({ _id: { $in: failing.map((mail) => mail._id) } })).toBe(
      everyone.length,
    );

    catcher.refusing = false;
    await eventually(
      async () =>
        (await outbox().countDocuments({ recipient: { $in: everyone }, status: 'sent' })) ===
        everyone.length,
      'every mail to be sent',
    );
    // More passes of both workers send nothing again.
    await Promise.all([a.app.get(OutboxWorker).runOnce(), b.app.get(OutboxWorker).runOnce()]);
    expect(everyone.map(mailsTo)).toEqual([1, 1, 1, 1, 1]);
    // Sent: out of the due queue.
    expect(await due.countDocuments({ _id: { $in: failing.map((mail) => mail._id) } })).toBe(0);

    const stored = await outbox()
      .find({ recipient: { $in: everyone } })
      .toArray();
    for (const mail of stored) {
      expect(mail.attempts).toBeGreaterThanOrEqual(3);
      expect(mail.lastError).toMatch(/451/);
      // The bodies carried one-time links: gone once sent.
      expect(mail.text).toBeUndefined();
    }
    // The retried mail still works: its verification link verifies the account.
    const token = await catcher.tokenFor(joiner, '/verify-email');
    await a.http.get('/api/auth/verify-email').query({ token }).expect(200);
  });

  it('never sends a mail twice when both instances race for the same due mails', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => address(`race${i}`));
    // Queued behind the workers' backs, so both find all of them due in the same passes.
    await outbox().insertMany(recipients.map((to) => dueMail('test-race', to, `Race ${to}`)));
    const workers = [a, b, a, b].map((app) => app.app.get(OutboxWorker));
    await Promise.all(workers.map((worker) => worker.runOnce()));
    await eventually(
      async () =>
        (await outbox().countDocuments({ recipient: { $in: recipients }, status: 'sent' })) ===
        recipients.length,
      'the raced mails to be sent',
    );
    expect(recipients.map(mailsTo)).toEqual(recipients.map(() => 1));
    const stored = await outbox()
      .find({ recipient: { $in: recipients } })
      .toArray();
    expect(stored.map((mail) => mail.attempts)).toEqual(recipients.map(() => 1));
  });

  it('takes over an attempt left by an instance that stopped mid-send, and sends the mail once', async () => {
    const email = address('orphan');
    // The lease of attempt 0, claimed ten minutes ago by an instance that never finished it. Written before
    // the mail, so that no running worker can claim attempt 0 itself in between.
    const insertedId = new Types.ObjectId();
    await a.connection
      .collection<{ _id: string; at: Date; worker: string }>('outbox_leases')
      .insertOne({
        _id: `${String(insertedId)}#0`,
        at: new Date(Date.now() - 10 * 60_000),
        worker: 'gone',
      });
    await outbox().insertOne({ _id: insertedId, ...dueMail('test-orphan', email, 'Left behind') });
    // Such a mail is in no due queue: a sweep of the outbox (every half lease, and this one now) finds it.
    await a.app.get(OutboxWorker).runOnce();
    await eventually(
      async () => (await outbox().countDocuments({ _id: insertedId, status: 'sent' })) === 1,
      'the orphaned mail to be sent',
    );
    expect(mailsTo(email)).toBe(1);
    expect(await outbox().findOne({ _id: insertedId })).toMatchObject({
      attempts: 2,
      lastError: 'The attempt was cut off: the instance sending it stopped',
    });
  });

  it('queues one mail per event, however often and wherever the change is retried', async () => {
    const email = address('dedupe');
    const mail = { to: email, subject: 'Once only', text: 'Hello' };
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a).app.get(MailService).send(mail, { key: `test-once:${email}` }),
      ),
    );
    expect(await outbox().countDocuments({ key: `test-once:${email}` })).toBe(1);

    // A booking cancelled by its link from both instances at once, then the request sent once more.
    const booker = address('cancel');
    const booked = await book(a, booker);
    const ref = (booked.body as { data: { reference: string } }).data.reference;
    const token = await catcher.manageTokenFor(booker, ref);
    const cancels = await Promise.all(
      [a, b].map((app) => app.http.post('/api/bookings/manage/cancel').send({ ref, token })),
    );
    expect(cancels.map((res) => res.status).sort()).toEqual([200, 409]);
    await a.http.post('/api/bookings/manage/cancel').send({ ref, token }).expect(409);
    await eventually(() => mailsTo(email) === 1 && mailsTo(booker) === 2, 'the mails to arrive');
    expect(await outbox().countDocuments({ key: `booking-cancelled:${ref}` })).toBe(1);
    expect(mailsTo(email)).toBe(1);
    expect(mailsTo(booker)).toBe(2);
  });

  it('removes settled mails past the retention, and never a pending one', async () => {
    const day = 24 * 3_600_000;
    const queued = (kind: string, status: string, ageDays: number) => {
      const mail = dueMail(kind, address(kind), 'Old news');
      const at = new Date(Date.now() - ageDays * day);
      // Far in the future, so no worker picks the pending one up while the test looks at it.
      const nextAttemptAt = new Date(Date.now() + 365 * day);
      return { ...mail, status, createdAt: at, nextAttemptAt };
    };
    const mails = [
      queued('old-sent', 'sent', 31),
      queued('old-skipped', 'skipped', 31),
      queued('old-failed', 'failed', 31),
      queued('old-pending', 'pending', 90),
      queued('recent-sent', 'sent', 29),
      queued('recent-failed', 'failed', 29),
    ];
    await outbox().insertMany(mails);

    await a.app.get(OutboxWorker).cleanUp();

    const left = await outbox()
      .find({ key: { $in: mails.map((m) => m.key) } })
      .toArray();
    expect(left.map((m) => m.kind).sort()).toEqual(['old-pending', 'recent-failed', 'recent-sent']);
  });

  // Passport keeps one JWT strategy per process, the last instance's (its own secret): sign in there.
  describe('admin', () => {
    it('lists failed mails and sends one again, once', async () => {
      const admin = await b.signIn('admin');
      catcher.refusing = true;
      const email = address('failing');
      await b.http
        .post('/auth/register')
        .send({ username: 'Mia', email, password: 'secret123' })
        .expect(201);
      await eventually(
        async () => (await outbox().countDocuments({ recipient: email, status: 'failed' })) === 1,
        'the mail to fail',
      );
      const failed = await b.http
        .get('/api/admin/mails')
        .query({ status: 'failed' })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      const listed = (
        failed.body as { data: Array<Record<string, unknown>>; total: number }
      ).data.find((mail) => mail.to === email);
      expect(listed).toMatchObject({
        kind: 'verify-email',
        status: 'failed',
        attempts: 6,
        subject: expect.any(String),
        lastError: expect.stringMatching(/451/),
        createdAt: expect.any(String),
      });
      expect(listed).not.toHaveProperty('text');
      expect(mailsTo(email)).toBe(0);

      catcher.refusing = false;
      const id = String(listed?._id);
      const resent = await b.http
        .post(`/api/admin/mails/${id}/resend`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(resent.body).toMatchObject({
        message: 'The mail will be sent again.',
        data: { _id: id, status: 'pending' },
      });
      await eventually(
        async () => (await outbox().countDocuments({ recipient: email, status: 'sent' })) === 1,
        'the resent mail to be sent',
      );
      expect(mailsTo(email)).toBe(1);
      const again = await b.http
        .post(`/api/admin/mails/${id}/resend`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(409);
      expect(again.body).toEqual({ statusCode: 409, message: 'This mail was already sent.' });
      const sent = await b.http
        .get('/api/admin/mails')
        .query({ status: 'sent' })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect((sent.body as { data: Array<{ to: string }> }).data.map((m) => m.to)).toContain(email);
    });

    it('is for admins only, and refuses bad input with a clear message', async () => {
      const admin = await b.signIn('admin');
      const user = await b.signIn('user');
      const id = '0123456789abcdef01234567';
      await b.http.get('/api/admin/mails').expect(401);
      await b.http.post(`/api/admin/mails/${id}/resend`).expect(401);
      await b.http.get('/api/admin/mails').set('Authorization', `Bearer ${user}`).expect(403);
      await b.http
        .post(`/api/admin/mails/${id}/resend`)
        .set('Authorization', `Bearer ${user}`)
        .expect(403);

      const auth = { Authorization: `Bearer ${admin}` };
      const badStatus = await b.http
        .get('/api/admin/mails')
        .query({ status: 'lost' })
        .set(auth)
        .expect(400);
      expect(badStatus.body.message).toBe('status must be one of pending, sent, failed, skipped');
      const badPage = await b.http
        .get('/api/admin/mails')
        .query({ page: '0' })
        .set(auth)
        .expect(400);
      expect(badPage.body.message).toBe('page must be a positive integer');
      const badId = await b.http.post('/api/admin/mails/nope/resend').set(auth).expect(400);
      expect(badId.body.message).toBe('Invalid id');
      const unknown = await b.http.post(`/api/admin/mails/${id}/resend`).set(auth).expect(404);
      expect(unknown.body.message).toBe('Mail not found');
      const page = await b.http.get('/api/admin/mails').query({ page: '2' }).set(auth).expect(200);
      expect(page.body).toMatchObject({ page: 2, data: expect.any(Array) });
    });
  });
});

describe('mail outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER_INTERVAL_MS: '50' });
  });
  afterAll(() => t.close());

  it('writes the mail to the log and counts it sent', async () => {
    await t.app
      .get(MailService)
      .send({ to: 'dev@example.com', subject: 'Hi', text: 'Hello' }, { key: 'test-dev:1' });
    await eventually(
      async () =>
        (await t.connection
          .collection('outbox')
          .countDocuments({ key: 'test-dev:1', status: 'sent' })) === 1,
      'the logged mail to count as sent',
    );
  });
});
