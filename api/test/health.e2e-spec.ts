import { createTestApp, useTestApp } from './utils/test-app';

describe('platform', () => {
  const t = useTestApp();

  it('reports the database as up', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 when the database is down', async () => {
    const probe = await createTestApp();
    await probe.connection.close(true);
    const res = await probe.http.get('/api/health').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'The database is unavailable.' });
    await probe.app.close();
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await t.http.get('/api/openapi.json').expect(200);
    expect(doc.body.paths['/auth/login']).toBeDefined();
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers unknown routes with a 404 in the contract shape', async () => {
    const res = await t.http.get('/api/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.http
      .post('/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
    const big = await t.http
      .post('/auth/login')
      .send({ email: 'a@example.com', password: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(big.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });

  it('sends security headers and CORS for the configured origin only', async () => {
    const ok = await t.http.get('/api/health').set('Origin', 'http://localhost:8080').expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const other = await t.http.get('/api/health').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
