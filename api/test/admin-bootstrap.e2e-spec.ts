import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, TestApp } from './utils/test-app';

describe('admin bootstrap', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('ensures the configured admin, verified, who cannot demote themselves', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-pass' });
    const res = await t.http
      .post('/auth/login')
      .send({ email: 'boss@example.com', password: 'boss-pass' })
      .expect(200);
    expect(res.body.user.role).toBe('admin');
    const me = await t.http
      .get('/auth/me')
      .set('Authorization', `Bearer ${res.body.token}`)
      .expect(200);
    const demote = await t.http
      .patch(`/api/users/${me.body._id}/role`)
      .set('Authorization', `Bearer ${res.body.token}`)
      .send({ role: 'user' })
      .expect(403);
    expect(demote.body.message).toBe('You cannot change the role of your own account.');
  });

  it('creates a local admin in development and keeps its credentials in the data folder', async () => {
    t = await createTestApp();
    const file = join(t.config.dataDir, 'local-admin.json');
    const credentials = JSON.parse(readFileSync(file, 'utf8')) as {
      email: string;
      password: string;
    };
    expect(credentials.email).toBe('admin@example.com');
    const res = await t.http.post('/auth/login').send(credentials).expect(200);
    expect(res.body.user.role).toBe('admin');
  });
});
