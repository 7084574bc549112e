import { JwtService } from '@nestjs/jwt';
import { eventually } from './utils/eventually';
import { MailCatcher } from './utils/mail-catcher';
import { createTestApp, TestApp, useTestApp } from './utils/test-app';
import { UsersService } from '../src/users/users.service';

const REGISTERED = 'Registration successful! Please check your email to verify.';

describe('accounts', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({ env: { WEB_ORIGIN: 'http://site.test' }, mail: catcher });

  const register = (body: object) => t.http.post('/auth/register').send(body);
  const login = (body: object) => t.http.post('/auth/login').send(body);

  /** The verification link mailed after `previous` (a second mail follows the first). */
  function freshVerifyToken(email: string, previous: string): Promise<string> {
    return eventually(async () => {
      const token = await catcher.tokenFor(email, '/verify-email');
      return token !== previous && token;
    }, `a second verification link for ${email}`);
  }

  async function registerVerified(email: string, password = 'secret1'): Promise<void> {
    await register({ username: 'Ann', email, password }).expect(201);
    const token = await catcher.tokenFor(email, '/verify-email');
    await t.http.get('/api/auth/verify-email').query({ token }).expect(200);
  }

  describe('register', () => {
    it.each([
      [{}, 'Username is required'],
      [{ username: '   ', email: 'a@example.com', password: 'secret1' }, 'Username is required'],
      [{ username: 'Ann' }, 'Email is required'],
      [
        { username: 'Ann', email: 'not-an-email', password: 'secret1' },
        'Please enter a valid email address',
      ],
      [{ username: 'Ann', email: 'a@example.com' }, 'Password is required'],
      [
        { username: 'Ann', email: 'a@example.com', password: '12345' },
        'Password must be at least 6 characters long',
      ],
    ])('refuses %j with "%s" first', async (body, message) => {
      const res = await register(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0]).toEqual({ field: expect.any(String), message });
    });

    it('creates an unverified user with a lower-cased email, a hashed password and sends a link', async () => {
      const res = await register({
        username: '  Bob ',
        email: ' Bob@Example.COM ',
        password: 'secret1',
        role: 'admin',
      }).expect(201);
      expect(res.body).toEqual({ message: REGISTERED });
      const stored = await t.connection.collection('users').findOne({ email: 'bob@example.com' });
      expect(stored).toMatchObject({ username: 'Bob', role: 'user', emailVerified: false });
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
      const token = await catcher.tokenFor('bob@example.com', '/verify-email');
      expect(catcher.mails.at(-1)?.raw).toContain(`http://site.test/verify-email?token=`);
      const tokens = await t.connection.collection('auth_tokens').find().toArray();
      expect(tokens.some((doc) => doc.tokenHash === token)).toBe(false);
    });

    it('answers a registration of a taken address (any case) as any other, and mails its owner instead', async () => {
      await registerVerified('carol@example.com');
      const res = await register({
        username: 'C2',
        email: 'CAROL@example.com',
        password: 'secret1',
      }).expect(201);
      expect(res.body).toEqual({ message: REGISTERED });
      expect(
        await t.connection.collection('users').countDocuments({ email: 'carol@example.com' }),
      ).toBe(1);
      const mail = await catcher.mailWith('carol@example.com', 'You already have an account');
      expect(mail).toContain('http://site.test/forgot-password');
    });

    it('sends a registered but unverified address a fresh link when it registers again', async () => {
      await register({
        username: 'D',
        email: 'dana.again@example.com',
        password: 'secret1',
      }).expect(201);
      const first = await catcher.tokenFor('dana.again@example.com', '/verify-email');
      await register({
        username: 'D',
        email: 'dana.again@example.com',
        password: 'other12',
      }).expect(201);
      const second = await freshVerifyToken('dana.again@example.com', first);
      expect(second).not.toBe(first);
      await t.http.get('/api/auth/verify-email').query({ token: second }).expect(200);
    });

    it('sends the verification mail again on request, answering alike for every address', async () => {
      await register({
        username: 'E',
        email: 'eve.resend@example.com',
        password: 'secret1',
      }).expect(201);
      const first = await catcher.tokenFor('eve.resend@example.com', '/verify-email');
      const resend = (email: string) =>
        t.http.post('/auth/resend-verification').send({ email }).expect(200);
      const known = await resend('eve.resend@example.com');
      const unknown = await resend('nobody-here@example.com');
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe(
        'If an account for this email still needs verifying, a new verification link has been sent.',
      );
      const second = await freshVerifyToken('eve.resend@example.com', first);
      await t.http.get('/api/auth/verify-email').query({ token: second }).expect(200);
      const bad = await t.http
        .post('/auth/resend-verification')
        .send({ email: 'not-an-email' })
        .expect(400);
      expect(bad.body.message).toBe('Please enter a valid email address');
    });

    it('refuses operator injection with 400', async () => {
      const res = await register({ username: 'X', email: { $gt: '' }, password: 'secret1' }).expect(
        400,
      );
      expect(res.body.message).toBe('Please enter a valid email address');
    });
  });

  describe('look-alike addresses and usernames', () => {
    const INVISIBLE_EMAIL = 'Email must not contain control or invisible characters';
    const INVISIBLE_NAME = 'Username must not contain control or invisible characters';
    const MIXED_EMAIL = 'Each part of the email address must use letters of one alphabet';
    const MIXED_NAME = 'Username must use letters of one alphabet';
    const users = () => t.connection.collection('users').countDocuments();

    it.each([
      ['a zero-width space', { email: 'zw@exa\u200bmple.com' }, INVISIBLE_EMAIL],
      ['a right-to-left override', { email: 'rlo@\u202emoc.elpmaxe' }, INVISIBLE_EMAIL],
      ['a NUL', { email: 'nul@example.com\u0000' }, INVISIBLE_EMAIL],
      ['a Cyrillic letter among Latin ones', { email: 'cy@ex\u0430mple.com' }, MIXED_EMAIL],
      ['a zero-width joiner', { username: 'An\u200dn' }, INVISIBLE_NAME],
      ['a right-to-left override', { username: '\u202eAnn' }, INVISIBLE_NAME],
      ['a NUL', { username: 'Ann\u0000' }, INVISIBLE_NAME],
      ['a byte-order mark', { username: '\ufeffAnn' }, INVISIBLE_NAME],
      ['a Cyrillic letter among Latin ones', { username: '\u0410dministrator' }, MIXED_NAME],
    ])('refuses %s (%j) with 400 and stores nothing', async (_what, fields, message) => {
      const before = await users();
      const res = await register({
        username: 'Ann',
        email: `fresh${before}@example.com`,
        password: 'secret1',
        ...fields,
      }).expect(400);
      expect(res.body.message).toBe(message);
      expect(await users()).toBe(before);
    });

    it('keeps names written in one alphabet, whichever it is', async () => {
      for (const [username, email] of [
        ['\u0410\u043d\u043d\u0430', 'anna.ru@example.com'],
        ['\u5c71\u7530\u305f\u308d\u3046', 'yamada@example.com'],
        ['Ren\u00e9e O\u2019Neil-Smith 2', 'renee@example.com'],
      ]) {
        await register({ username, email, password: 'secret1' }).expect(201);
        expect(await t.connection.collection('users').findOne({ email })).toMatchObject({
          username,
        });
      }
    });

    it('stores fullwidth letters as the plain ones they stand for, and signs in by either', async () => {
      await register({
        username: '\uff26\uff55\uff4c\uff4c',
        email:
          '\uff46\uff55\uff4c\uff4c\uff20\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45\uff0e\uff43\uff4f\uff4d',
        password: 'secret1',
      }).expect(201);
      const stored = await t.connection.collection('users').findOne({ email: 'full@example.com' });
      expect(stored).toMatchObject({ username: 'Full' });
      const token = await catcher.tokenFor('full@example.com', '/verify-email');
      await t.http.get('/api/auth/verify-email').query({ token }).expect(200);
      await login({ email: '\uff26\uff35\uff2c\uff2c@example.com', password: 'secret1' }).expect(
        200,
      );

      // Registering it again, in either form, is registering a taken address.
      const again = await register({
        username: 'F2',
        email: 'full@example.com',
        password: 'secret1',
      }).expect(201);
      expect(again.body).toEqual({ message: REGISTERED });
      expect(await t.connection.collection('users').countDocuments({ username: 'F2' })).toBe(0);
    });

    it('answers an address that looks like a taken one as a taken one, and mails the owner', async () => {
      await registerVerified('zed@cope.com');
      const before = await users();
      const ownerMails = catcher.mails.filter((m) => m.to.includes('zed@cope.com')).length;
      // "соре" is written in Cyrillic letters only: one alphabet, and the very look of "cope".
      const res = await register({
        username: 'Zed',
        email: 'zed@\u0441\u043e\u0440\u0435.com',
        password: 'secret1',
      }).expect(201);
      expect(res.body).toEqual({ message: REGISTERED });
      expect(await users()).toBe(before);
      await catcher.mailWith('zed@cope.com', 'You already have an account');
      expect(catcher.mails.filter((m) => m.to.includes('zed@cope.com')).length).toBe(
        ownerMails + 1,
      );
      expect(catcher.mails.some((m) => m.to.includes('zed@\u0441\u043e\u0440\u0435.com'))).toBe(
        false,
      );
    });

    it('answers the plain address alike once its look-alike has an account', async () => {
      await register({
        username: 'Kim',
        email: 'kim@\u0441\u043e\u0441\u043e.com',
        password: 'secret1',
      }).expect(201);
      const before = await users();
      const res = await register({
        username: 'Kim',
        email: 'kim@coco.com',
        password: 'secret1',
      }).expect(201);
      expect(res.body).toEqual({ message: REGISTERED });
      expect(await users()).toBe(before);
    });
  });

  describe('login and verification', () => {
    it('refuses missing fields, unknown users, wrong passwords and unverified accounts', async () => {
      expect((await login({ email: 'a@example.com' }).expect(400)).body.message).toBe(
        'Please fill in all fields',
      );
      expect((await login({ password: 'x' }).expect(400)).body.message).toBe(
        'Please fill in all fields',
      );
      expect(
        (await login({ email: 'nobody@example.com', password: 'secret1' }).expect(401)).body
          .message,
      ).toBe('Invalid email or password');
      await register({ username: 'Dan', email: 'dan@example.com', password: 'secret1' }).expect(
        201,
      );
      expect(
        (await login({ email: 'dan@example.com', password: 'wrong-pass' }).expect(401)).body
          .message,
      ).toBe('Invalid email or password');
      expect(
        (await login({ email: 'dan@example.com', password: 'secret1' }).expect(403)).body.message,
      ).toBe('Please verify your email before logging in.');
    });

    it('refuses operator injection in login with 400', async () => {
      await login({ email: { $gt: '' }, password: 'secret1' }).expect(400);
      await login({ email: 'dan@example.com', password: { $gt: '' } }).expect(400);
    });

    it('verifies once, then logs in with a token that /auth/me accepts', async () => {
      await register({ username: 'Eve', email: 'eve@example.com', password: 'secret1' }).expect(
        201,
      );
      const token = await catcher.tokenFor('eve@example.com', '/verify-email');
      const ok = await t.http.get('/api/auth/verify-email').query({ token }).expect(200);
      expect(ok.body).toEqual({ message: 'Email verified successfully!' });
      const reused = await t.http.get('/api/auth/verify-email').query({ token }).expect(400);
      expect(reused.body.message).toBe(
        'This link is invalid or has expired. Please request a new one.',
      );

      const res = await login({ email: 'EVE@example.com', password: 'secret1' }).expect(200);
      expect(res.body.user).toEqual({
        _id: expect.any(String),
        username: 'Eve',
        email: 'eve@example.com',
        role: 'user',
      });
      const me = await t.http
        .get('/auth/me')
        .set('Authorization', `Bearer ${res.body.token}`)
        .expect(200);
      expect(me.body).toMatchObject({
        email: 'eve@example.com',
        role: 'user',
        emailVerified: true,
      });
      expect(me.body.passwordHash).toBeUndefined();
    });

    it('answers a missing or unknown verification token with 400', async () => {
      expect((await t.http.get('/api/auth/verify-email').expect(400)).body.message).toBe(
        'No token provided',
      );
      await t.http.get('/api/auth/verify-email').query({ token: 'made-up' }).expect(400);
    });

    it('refuses an expired verification token', async () => {
      await register({ username: 'Fay', email: 'fay@example.com', password: 'secret1' }).expect(
        201,
      );
      const token = await catcher.tokenFor('fay@example.com', '/verify-email');
      await t.connection
        .collection('auth_tokens')
        .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      await t.http.get('/api/auth/verify-email').query({ token }).expect(400);
      await login({ email: 'fay@example.com', password: 'secret1' }).expect(403);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown emails and resets once', async () => {
      await registerVerified('gil@example.com');
      const known = await t.http
        .post('/auth/forgot-password')
        .send({ email: 'gil@example.com' })
        .expect(200);
      const unknown = await t.http
        .post('/auth/forgot-password')
        .send({ email: 'ghost@example.com' })
        .expect(200);
      expect(known.body).toEqual(unknown.body);
      const token = await catcher.tokenFor('gil@example.com', '/reset-password');

      const short = await t.http
        .post('/auth/reset-password')
        .send({ token, password: '123' })
        .expect(400);
      expect(short.body.message).toBe('Password must be at least 6 characters long');
      // Opening the link asks whether it still works, without using it.
      const check = () => t.http.post('/auth/reset-password/check').send({ token });
      await check().expect(200);
      await check().expect(200);
      await t.http.post('/auth/reset-password').send({ token, password: 'newpass1' }).expect(200);
      await t.http.post('/auth/reset-password').send({ token, password: 'newpass2' }).expect(400);
      const used = await check().expect(400);
      expect(used.body.message).toBe(
        'This link was already used or has expired. Please request a new one.',
      );
      await t.http.post('/auth/reset-password/check').send({}).expect(400);

      await login({ email: 'gil@example.com', password: 'secret1' }).expect(401);
      await login({ email: 'gil@example.com', password: 'newpass1' }).expect(200);
    });

    it('refuses an expired reset token', async () => {
      await registerVerified('hal@example.com');
      await t.http.post('/auth/forgot-password').send({ email: 'hal@example.com' }).expect(200);
      const token = await catcher.tokenFor('hal@example.com', '/reset-password');
      await t.connection
        .collection('auth_tokens')
        .updateMany(
          { purpose: 'reset-password' },
          { $set: { expiresAt: new Date(Date.now() - 1) } },
        );
      await t.http.post('/auth/reset-password').send({ token, password: 'newpass1' }).expect(400);
      await t.http.post('/auth/reset-password/check').send({ token }).expect(400);
    });
  });

  describe('tokens', () => {
    const jwt = new JwtService();

    it('refuses anonymous callers, alg none, a bad signature and an expired token with 401', async () => {
      await t.http.get('/auth/me').expect(401);
      const user = await t.connection.collection('users').findOne({});
      const payload = { sub: user?._id.toString(), role: 'admin' };
      const none = [
        Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
        Buffer.from(
          JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + 600 }),
        ).toString('base64url'),
        '',
      ].join('.');
      const forged = jwt.sign(payload, {
        secret: 'another-secret-that-is-long-enough-123',
        algorithm: 'HS256',
      });
      const expired = jwt.sign(
        { ...payload, exp: Math.floor(Date.now() / 1000) - 10 },
        { secret: t.config.jwtSecret },
      );
      for (const token of [none, forged, expired, 'garbage']) {
        await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      }
      const res = await t.http.get('/auth/me').set('Authorization', `Bearer ${expired}`);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    });
  });

  describe('users (admin)', () => {
    it('lists as active only who signed in within 30 days, most recent first, with the time', async () => {
      const admin = await t.signIn('admin');
      const users = t.app.get(UsersService);
      const stale = await users.create({
        username: 'stale',
        email: `stale-${Date.now()}@example.com`,
        passwordHash: 'x',
        emailVerified: true,
      });
      await users.recordSignIn(stale._id.toString(), new Date(Date.now() - 31 * 86_400_000));
      const never = await users.create({
        username: 'never',
        email: `never-${Date.now()}@example.com`,
        passwordHash: 'x',
      });
      const before = Date.now();
      const recent = await t.signIn('user');
      expect(recent).toBeTruthy();

      const active = await t.http
        .get('/api/users?active=true')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      const ids = active.body.data.map((u: { _id: string }) => u._id);
      expect(ids).not.toContain(stale._id.toString());
      expect(ids).not.toContain(never._id.toString());
      const newest = active.body.data[0];
      expect(newest.username).toMatch(/^user /);
      expect(new Date(newest.lastSignInAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const times = active.body.data.map((u: { lastSignInAt: string }) => u.lastSignInAt);
      expect([...times].sort().reverse()).toEqual(times);

      const all = await t.http
        .get('/api/users')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      const neverView = all.body.data.find((u: { _id: string }) => u._id === never._id.toString());
      expect(neverView.lastSignInAt).toBeNull();
      const bad = await t.http
        .get('/api/users?active=yes')
        .set('Authorization', `Bearer ${admin}`)
        .expect(400);
      expect(bad.body.message).toBe('active must be true when given');
    });

    it('lists users without secrets and changes roles; non-admins get 403, anonymous 401', async () => {
      const admin = await t.signIn('admin');
      const user = await t.signIn('user');
      await t.http.get('/api/users').expect(401);
      await t.http.get('/api/users').set('Authorization', `Bearer ${user}`).expect(403);

      const list = await t.http
        .get('/api/users?page=1')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      // 20 a page; the other tests of this file have made accounts of their own.
      const total = list.body.total as number;
      expect(list.body).toMatchObject({ page: 1, totalPages: Math.ceil(total / 20) });
      expect(list.body.data.length).toBe(Math.min(total, 20));
      for (const u of list.body.data)
        expect(Object.keys(u).sort()).toEqual([
          '_id',
          'createdAt',
          'email',
          'emailVerified',
          'lang',
          'lastSignInAt',
          'role',
          'username',
        ]);
      await t.http.get('/api/users?page=0').set('Authorization', `Bearer ${admin}`).expect(400);

      const target = list.body.data.find((u: { role: string }) => u.role === 'user');
      const promoted = await t.http
        .patch(`/api/users/${target._id}/role`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ role: 'admin' })
        .expect(200);
      expect(promoted.body).toMatchObject({
        message: 'Role updated successfully',
        data: { role: 'admin' },
      });
      const bad = await t.http
        .patch(`/api/users/${target._id}/role`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ role: 'root' })
        .expect(400);
      expect(bad.body.message).toBe("Role must be 'admin', 'guide' or 'user'");
      await t.http
        .patch('/api/users/not-an-id/role')
        .set('Authorization', `Bearer ${admin}`)
        .send({ role: 'user' })
        .expect(400);
      await t.http
        .patch('/api/users/0123456789abcdef01234567/role')
        .set('Authorization', `Bearer ${admin}`)
        .send({ role: 'user' })
        .expect(404);
    });

    it("refuses to change the caller's own role, even to the same one", async () => {
      const admin = await t.signIn('admin');
      const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${admin}`).expect(200);
      for (const role of ['user', 'admin']) {
        const res = await t.http
          .patch(`/api/users/${me.body._id}/role`)
          .set('Authorization', `Bearer ${admin}`)
          .send({ role })
          .expect(403);
        expect(res.body.message).toBe('You cannot change the role of your own account.');
      }
      const stored = await t.connection.collection('users').findOne({ email: me.body.email });
      expect(stored?.role).toBe('admin');
    });

    it('takes a role change into account on the next request', async () => {
      const admin = await t.signIn('admin');
      const me = await t.http.get('/auth/me').set('Authorization', `Bearer ${admin}`).expect(200);
      await t.connection
        .collection('users')
        .updateOne({ email: me.body.email }, { $set: { role: 'user' } });
      await t.http.get('/api/users').set('Authorization', `Bearer ${admin}`).expect(403);
    });
  });
});

describe('rate limit on credential routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a message after AUTH_RATE_LIMIT attempts a minute', async () => {
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/auth/login')
        .send({ email: 'x@example.com', password: 'secret1' })
        .expect(401);
    }
    const res = await t.http
      .post('/auth/login')
      .send({ email: 'x@example.com', password: 'secret1' })
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    // Public reads are not throttled.
    await t.http.get('/api/health').expect(200);
  });
});
