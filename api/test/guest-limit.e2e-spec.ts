import { useTestApp } from './utils/test-app';

describe('guest limit', () => {
  const t = useTestApp({ signIn: 'admin' });

  const save = (body: unknown, token = t.token) =>
    t.http
      .post('/api/limit')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  it('is 4 until an admin sets it, then what the admin set, stored once', async () => {
    expect((await t.http.get('/api/limit').expect(200)).body).toEqual({
      maxGuestLimit: 4,
      isDefault: true,
    });

    const res = await save({ maxGuestLimit: 7 }).expect(200);
    expect(res.body).toEqual({ message: 'Guest limit updated successfully!', maxGuestLimit: 7 });
    // The public read is cached: the write must be visible on the very next read.
    expect((await t.http.get('/api/limit').expect(200)).body).toEqual({
      maxGuestLimit: 7,
      isDefault: false,
    });

    await save({ maxGuestLimit: 2 }).expect(200);
    expect((await t.http.get('/api/limit').expect(200)).body).toEqual({
      maxGuestLimit: 2,
      isDefault: false,
    });
    expect(await t.connection.collection('settings').countDocuments()).toBe(1);
    expect(await t.connection.collection('settings').findOne()).toMatchObject({
      key: 'site',
      maxGuestLimit: 2,
    });
  });

  it('answers conditional reads with 304', async () => {
    const first = await t.http.get('/api/limit').expect(200);
    await t.http
      .get('/api/limit')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it.each([
    [{}, 'Please enter a guest limit'],
    [{ maxGuestLimit: 0 }, 'The guest limit must be a whole number of at least 1'],
    [{ maxGuestLimit: -3 }, 'The guest limit must be a whole number of at least 1'],
    [{ maxGuestLimit: 2.5 }, 'The guest limit must be a whole number of at least 1'],
    [{ maxGuestLimit: '5' }, 'The guest limit must be a whole number of at least 1'],
    [{ maxGuestLimit: { $gt: 1 } }, 'The guest limit must be a whole number of at least 1'],
    [{ maxGuestLimit: 101 }, 'The guest limit can be at most 100'],
  ])('refuses %j with 400', async (body, message) => {
    const before = (await t.http.get('/api/limit')).body;
    const res = await save(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await t.http.get('/api/limit')).body).toEqual(before);
  });

  it('lets only admins change it', async () => {
    await t.http.post('/api/limit').send({ maxGuestLimit: 9 }).expect(401);
    await save({ maxGuestLimit: 9 }, await t.signIn('user')).expect(403);
    expect((await t.http.get('/api/limit')).body.maxGuestLimit).not.toBe(9);
  });
});
