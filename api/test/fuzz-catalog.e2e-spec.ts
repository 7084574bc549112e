import fc from 'fast-check';
import { useTestApp } from './utils/test-app';

const COLLECTIONS = [
  'destinations',
  'hotels',
  'offers',
  'blogposts',
  'images.files',
  'images.chunks',
];

/** What an error body must never show: a stack, a driver or library name, a file path. */
const LEAK = /\n\s+at |node_modules|Mongo[A-Z]|TypeError|RangeError|\.ts:\d+|\.js:\d+/;

/** Multipart catalog writes with any text in any field: never a 5xx, never a leak, nothing stored on a 4xx. */
describe('fuzzing a catalog write', () => {
  const t = useTestApp({ signIn: 'admin' });

  const counts = () =>
    Promise.all(COLLECTIONS.map((name) => t.connection.collection(name).countDocuments()));

  async function holds(send: () => Promise<{ status: number; text: string }>): Promise<void> {
    const before = await counts();
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(LEAK);
    if (res.status >= 400) expect(await counts()).toEqual(before);
  }

  const settings = { numRuns: 60, interruptAfterTimeLimit: 5000 };

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
          const req = t.http.post('/api/destination').set('Authorization', `Bearer ${t.token}`);
          for (const [key, value] of Object.entries(fields)) void req.field(key, value);
          return req;
        }),
      ),
      settings,
    );
  });
});
