import { insertDestination, tourBody } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

/** `{"a":{"a":...}}` nested `depth` times: small in bytes, deep enough to overflow recursive code. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const DEEP = { statusCode: 400, message: 'The request body nests deeper than 32 levels.' };

describe('bad bodies', () => {
  const t = useTestApp({ signIn: 'admin' });

  const count = (collection: string) => t.connection.collection(collection).countDocuments();

  it.each([
    '/auth/register',
    '/auth/login',
    '/api/booking',
    '/api/bookingapartment',
    '/api/contact',
  ])(
    'answers deeply nested JSON on %s with a 400 before validation, storing nothing',
    async (path) => {
      const before = await Promise.all(
        ['users', 'tour_bookings', 'stay_bookings', 'contact_messages'].map(count),
      );
      const res = await t.http
        .post(path)
        .set('Content-Type', 'application/json')
        .send(`{"username":${nested(5000)},"tickets":[${nested(5000)}]}`)
        .expect(400);
      expect(res.body).toEqual(DEEP);
      expect(
        await Promise.all(
          ['users', 'tour_bookings', 'stay_bookings', 'contact_messages'].map(count),
        ),
      ).toEqual(before);
    },
  );

  it.each([
    ['application/json', `{"message":"${'x'.repeat(200_000)}"}`],
    ['application/x-www-form-urlencoded', `message=${'x'.repeat(200_000)}`],
  ])('answers an oversized %s body with 413, storing nothing', async (type, body) => {
    const before = await count('contact_messages');
    const res = await t.http.post('/api/contact').set('Content-Type', type).send(body).expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
    expect(await count('contact_messages')).toBe(before);
  });

  it('keeps brackets inside strings out of the depth count', async () => {
    const res = await t.http
      .post('/api/contact')
      .send({
        name: 'Mia',
        email: 'mia@example.com',
        phone: '+1 202 555 0143',
        message: '['.repeat(500),
      })
      .expect(201);
    expect(res.body).toEqual({ message: 'Message sent successfully!' });
  });

  it('stays quick for everyone else while deep bodies arrive', async () => {
    const body = nested(15_000);
    const flood = Array.from({ length: 40 }, () =>
      t.http.post('/auth/register').set('Content-Type', 'application/json').send(body),
    );
    const started = Date.now();
    await t.http.get('/api/health').expect(200);
    const healthMs = Date.now() - started;
    const answers = await Promise.all(flood);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
    expect(healthMs).toBeLessThan(500);
  });

  it('answers a malformed multipart catalog write with 400, storing nothing', async () => {
    const before = await count('destinations');
    const res = await t.http
      .post('/api/destination')
      .set('Authorization', `Bearer ${t.token}`)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf a form')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The form could not be read' });
    expect(await count('destinations')).toBe(before);
  });

  it('refuses a capacity per slot above 1000 so the seat claims stay sane', async () => {
    const res = await t.http
      .post('/api/destination')
      .set('Authorization', `Bearer ${t.token}`)
      .field('destination', 'Oia')
      .field('location', 'Greece')
      .field('title', 'Sunset')
      .field('description', 'Blue domes.')
      .field('price', '100')
      .field('CostPerPerson', '50')
      .field('capacityPerSlot', '1e10')
      .expect(400);
    expect(res.body.message).toBe('Capacity per slot must be at most 1000');
  });

  it('names a broken features list as such, not as too many features', async () => {
    const res = await t.http
      .post('/api/offers')
      .set('Authorization', `Bearer ${t.token}`)
      .field('title', 'Loft')
      .field('features', '["Wifi", "Pool"')
      .expect(400);
    expect(res.body.message).toBe(
      'Features must be a JSON list such as ["Wifi","Pool"] or text separated by commas',
    );
  });

  it('books normally after all of the above', async () => {
    const destinationId = await insertDestination(t.connection);
    await t.http.post('/api/booking').send(tourBody(destinationId)).expect(201);
  });
});
