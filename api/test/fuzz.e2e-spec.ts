import fc from 'fast-check';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { createTestApp, TestApp } from './utils/test-app';

const COLLECTIONS = [
  'users',
  'auth_tokens',
  'tour_bookings',
  'seat_claims',
  'stay_bookings',
  'night_claims',
  'contact_messages',
  'destinations',
];

/** What an error body must never show: a stack, a driver or library name, a file path. */
const LEAK = /\n\s+at |node_modules|Mongo[A-Z]|TypeError|RangeError|\.ts:\d+|\.js:\d+/;

/** Values of every JSON type, with the shapes that break naive code: deep nesting, huge numbers, odd keys. */
const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(
    1e10,
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    '1e10',
    '__proto__',
    '{"$gt":""}',
  ),
  fc.string({ maxLength: 300 }),
  fc.dictionary(
    fc.constantFrom('$gt', '$ne', '$where', 'constructor', '__proto__'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

/** A body built from the route's own fields, each either plausible or hostile, some missing, plus extras. */
function bodyOf(plausible: Record<string, fc.Arbitrary<unknown>>) {
  const fields = Object.fromEntries(
    Object.entries(plausible).map(([key, arb]) => [key, fc.oneof(arb, hostile)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostile, { maxKeys: 3 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
}

const email = fc.oneof(fc.emailAddress(), fc.constant('ana@example.com'));
const day = fc.integer({ min: -3, max: 400 }).map(inDays);

describe('fuzzing the write routes', () => {
  let t: TestApp;
  let admin: string;
  let destinationId: string;
  let offerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    destinationId = await insertDestination(t.connection);
    offerId = await insertOffer(t.connection);
  });
  afterAll(() => t.close());

  const counts = () =>
    Promise.all(COLLECTIONS.map((name) => t.connection.collection(name).countDocuments()));

  /** Never a 5xx, never a leak in the body, and a refused request leaves every collection as it was. */
  async function holds(send: () => Promise<{ status: number; text: string }>): Promise<void> {
    const before = await counts();
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(LEAK);
    if (res.status >= 400) expect(await counts()).toEqual(before);
  }

  const settings = { numRuns: 40, interruptAfterTimeLimit: 4000 };

  const routes: [string, string, Record<string, fc.Arbitrary<unknown>>][] = [
    ['register', '/auth/register', { username: fc.string(), email, password: fc.string() }],
    ['login', '/auth/login', { email, password: fc.string() }],
    [
      'contact',
      '/api/contact',
      { name: fc.string(), email, phone: fc.string(), message: fc.string({ maxLength: 2000 }) },
    ],
  ];

  it.each(routes)('%s holds', async (_name, path, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyOf(fields), (body) => holds(() => t.http.post(path).send(body))),
      settings,
    );
  });

  it('tour booking holds', async () => {
    const fields = {
      destinationId: fc.constant(destinationId),
      date: day,
      time: fc.constantFrom('09:30', '25:00', '9', ''),
      tickets: fc.integer({ min: -5, max: 100 }),
      cost: fc.double(),
      name: fc.string(),
      email,
      extras: fc.boolean(),
    };
    await fc.assert(
      fc.asyncProperty(bodyOf(fields), (body) =>
        holds(() => t.http.post('/api/booking').send(body)),
      ),
      settings,
    );
  });

  it('stay booking holds', async () => {
    const fields = {
      name: fc.string(),
      email,
      checkIn: day,
      checkOut: day,
      guests: fc.integer({ min: -1, max: 20 }),
      offerId: fc.constant(offerId),
      pricePerNight: fc.double(),
      totalCost: fc.double(),
      costPerPerson: fc.double(),
    };
    await fc.assert(
      fc.asyncProperty(bodyOf(fields), (body) =>
        holds(() => t.http.post('/api/bookingapartment').send(body)),
      ),
      settings,
    );
  });

  it('a catalog write holds, multipart fields being any text', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('1e10', '-1', '[', '["a"', 'NaN'),
    );
    const form = fc.dictionary(
      fc.constantFrom(
        'destination',
        'location',
        'title',
        'description',
        'price',
        'CostPerPerson',
        'capacityPerSlot',
        'affiliateLink',
        'price[x]',
        'other',
      ),
      text,
    );
    await fc.assert(
      fc.asyncProperty(form, (fields) =>
        holds(() => {
          const req = t.http.post('/api/destination').set('Authorization', `Bearer ${admin}`);
          for (const [key, value] of Object.entries(fields)) void req.field(key, value);
          return req;
        }),
      ),
      settings,
    );
  });
});
