import { useTestApp } from './utils/test-app';

interface CurrencyList {
  base: string;
  currencies: { code: string; rate: number }[];
  updatedAt: string | null;
}

const LIST = '/api/currencies';
const SAVE = '/api/admin/currencies';
const IMPORT = '/api/admin/currencies/import';

/** Display currencies: the admin's list of rates from the site's CURRENCY, which visitors read. */
describe('display currencies', () => {
  const t = useTestApp({ signIn: 'admin' });
  const admin = () => `Bearer ${t.token}`;

  const list = async () => (await t.http.get(LIST).expect(200)).body as CurrencyList;
  const importing = (csv: string | Buffer, name = 'rates.csv') =>
    t.http
      .post(IMPORT)
      .set('Authorization', admin())
      .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), name);

  it('answers just the base currency until an admin saves a list', async () => {
    expect(await list()).toEqual({
      base: 'USD',
      currencies: [{ code: 'USD', rate: 1 }],
      updatedAt: null,
    });
  });

  it('saves a list, which visitors read at once (base first), and audits it', async () => {
    const saved = await t.http
      .put(SAVE)
      .set('Authorization', admin())
      .send({
        currencies: [
          { code: 'eur', rate: 0.92 },
          { code: 'GBP', rate: 0.79 },
        ],
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      message: 'Currencies saved',
      data: {
        base: 'USD',
        currencies: [
          { code: 'USD', rate: 1 },
          { code: 'EUR', rate: 0.92 },
          { code: 'GBP', rate: 0.79 },
        ],
      },
    });
    const read = await list();
    expect(read.currencies.map((c) => c.code)).toEqual(['USD', 'EUR', 'GBP']);
    expect(typeof read.updatedAt).toBe('string');
    const audit = await t.http
      .get('/api/admin/audit')
      .query({ kind: 'currencies' })
      .set('Authorization', admin())
      .expect(200);
    expect((audit.body as { data: { action: string; record: string }[] }).data[0]).toMatchObject({
      action: 'updated',
      record: 'currencies',
    });
  });

  it.each([
    [
      { currencies: [{ code: 'XYZ', rate: 1 }] },
      'currencies[0]: "XYZ" is not an ISO 4217 currency code (such as EUR or GBP)',
    ],
    [
      {
        currencies: [
          { code: 'EUR', rate: 0.9 },
          { code: 'EUR', rate: 1 },
        ],
      },
      'currencies[1]: EUR is listed twice',
    ],
    [
      { currencies: [{ code: 'EUR', rate: -2 }] },
      'currencies[0]: the rate of EUR must be a positive number',
    ],
    [
      { currencies: [{ code: 'USD', rate: 2 }] },
      "currencies[0]: USD is the site's own currency: its rate is 1",
    ],
    [{ currencies: [{ code: 'EUR', rate: '0.9' }] }, 'A rate must be a number, such as 0.92'],
    [{ currencies: [{ rate: 0.9 }] }, 'Each currency needs a code'],
    [{}, 'Please send the list of currencies'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await list();
    const refused = await t.http.put(SAVE).set('Authorization', admin()).send(body).expect(400);
    expect((refused.body as { message: string }).message).toBe(message);
    expect(await list()).toEqual(before);
  });

  it('imports a CSV file, which replaces the list', async () => {
    const imported = await importing('code,rate\r\nCHF,0.88\r\n\r\njpy,151.2\r\n').expect(200);
    expect((imported.body as { data: CurrencyList }).data.currencies).toEqual([
      { code: 'USD', rate: 1 },
      { code: 'CHF', rate: 0.88 },
      { code: 'JPY', rate: 151.2 },
    ]);
    expect((await list()).currencies.map((c) => c.code)).toEqual(['USD', 'CHF', 'JPY']);
  });

  it.each([
    ['CHF,0.88\nEUR;0.9\n', 'Line 2: expected "code,rate", such as EUR,0.92'],
    ['CHF,0.88\nABC,1\n', 'Line 2: "ABC" is not an ISO 4217 currency code (such as EUR or GBP)'],
    ['code,rate\nEUR,zero\n', 'Line 2: the rate of EUR must be a positive number, such as 0.92'],
    ['EUR,0.9\nGBP,0.8\nEUR,0.91', 'Line 3: EUR is listed twice'],
    ['code,rate\n', 'The file lists no currencies'],
  ])('refuses the file %j naming its bad line, saving nothing', async (csv, message) => {
    const before = await list();
    const refused = await importing(csv).expect(400);
    expect((refused.body as { message: string }).message).toBe(message);
    expect(await list()).toEqual(before);
  });

  it('refuses a file that is too large, not UTF-8, or missing', async () => {
    const big = await importing(Buffer.alloc(64 * 1024 + 1, 'a')).expect(413);
    expect((big.body as { message: string }).message).toBe('The file must be at most 64 KB');
    const latin1 = await importing(Buffer.from([0x45, 0x55, 0x52, 0x2c, 0x31, 0xe9])).expect(400);
    expect((latin1.body as { message: string }).message).toBe(
      'The file must be UTF-8 text with a code,rate line per currency',
    );
    const none = await t.http
      .post(IMPORT)
      .set('Authorization', admin())
      .send({ currencies: [] })
      .expect(400);
    expect((none.body as { message: string }).message).toBe(
      'Please choose a CSV file (form field "file")',
    );
    const otherField = await t.http
      .post(IMPORT)
      .set('Authorization', admin())
      .attach('rates', Buffer.from('EUR,1'), 'rates.csv')
      .expect(400);
    expect((otherField.body as { message: string }).message).toBe(
      'Please choose a CSV file (form field "file")',
    );
  });

  it('refuses visitors (401) and non-admins (403) the writes, and serves the list to anyone', async () => {
    const user = await t.signIn('user');
    const body = { currencies: [{ code: 'EUR', rate: 0.9 }] };
    await t.http.put(SAVE).send(body).expect(401);
    await t.http.put(SAVE).set('Authorization', `Bearer ${user}`).send(body).expect(403);
    await t.http.post(IMPORT).attach('file', Buffer.from('EUR,0.9'), 'r.csv').expect(401);
    await t.http
      .post(IMPORT)
      .set('Authorization', `Bearer ${user}`)
      .attach('file', Buffer.from('EUR,0.9'), 'r.csv')
      .expect(403);
    expect((await list()).currencies.map((c) => c.code)).not.toContain('EUR');
  });
});
