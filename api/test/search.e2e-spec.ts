import sharp from 'sharp';
import { useTestApp } from './utils/test-app';

describe('search', () => {
  const t = useTestApp({ signIn: 'admin' });

  beforeAll(async () => {
    const image = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#369' },
    })
      .png()
      .toBuffer();
    const post = (path: string, field: string, fields: Record<string, string>) =>
      t.http
        .post(path)
        .set('Authorization', `Bearer ${t.token}`)
        .field(fields)
        .attach(field, image, 'a.png')
        .expect(201);
    // `price` and `CostPerPerson` differ on purpose: a destination's Price is what the search compares
    // (the spec's search; tickets cost CostPerPerson), never the other.
    const destination = { description: 'Nice' };
    await post('/api/destination', 'image', {
      ...destination,
      destination: 'Paris',
      location: 'France',
      title: 'City of light',
      price: '30',
      CostPerPerson: '300',
    });
    await post('/api/destination', 'image', {
      ...destination,
      destination: 'Nice',
      location: 'France',
      title: 'Riviera',
      price: '900',
      CostPerPerson: '150',
    });
    await post('/api/destination', 'image', {
      ...destination,
      destination: 'Rome',
      location: 'Italy',
      title: 'Eternal city',
      price: '500',
      CostPerPerson: '49',
    });
    await post('/api/hotel', 'image', {
      hotelName: 'Hotel de Paris',
      location: 'Monaco',
      pricePerNight: '400',
    });
    await post('/api/offers', 'Image', {
      title: 'Spring in Rome',
      Hotel: 'Roma Inn',
      Location: 'Italy',
      RoomType: 'Double',
      Discount: '10',
      Price: '120',
      TrendingOffers: 'Yes',
      description: 'D',
    });
  });

  const titles = (body: { data: Record<string, { title?: string; hotelName?: string }[]> }) => ({
    destinations: body.data.destinations?.map((d) => d.title).sort(),
    hotels: body.data.hotels?.map((h) => h.hotelName),
    offers: body.data.offers?.map((o) => o.title),
  });

  it('matches titles, names and locations case-insensitively across the catalog', async () => {
    const res = await t.http.get('/api/search').query({ q: 'PARIS' }).expect(200);
    expect(titles(res.body)).toEqual({
      destinations: ['City of light'],
      hotels: ['Hotel de Paris'],
      offers: [],
    });
    expect(res.body.total).toBe(2);
    const italy = await t.http.get('/api/search').query({ q: 'italy' }).expect(200);
    expect(titles(italy.body)).toEqual({
      destinations: ['Eternal city'],
      hotels: [],
      offers: ['Spring in Rome'],
    });
  });

  it('filters by a maximum price or a range', async () => {
    const max = await t.http.get('/api/search').query({ q: 'france', price: '200' }).expect(200);
    expect(titles(max.body).destinations).toEqual(['City of light']);
    const range = await t.http.get('/api/search').query({ price: '25-600' }).expect(200);
    expect(titles(range.body)).toEqual({
      destinations: ['City of light', 'Eternal city'],
      hotels: ['Hotel de Paris'],
      offers: ['Spring in Rome'],
    });
  });

  it("compares a destination's Price (never its cost per person) and a hotel's price per night", async () => {
    // Rome's cost per person (49) is inside this range, its Price (500) is not.
    const rome = await t.http.get('/api/search').query({ q: 'rome', price: '40-60' }).expect(200);
    expect(titles(rome.body).destinations).toEqual([]);
    // Paris's Price (30) is inside this range, its cost per person (300) is not.
    const paris = await t.http.get('/api/search').query({ q: 'paris', price: '20-40' }).expect(200);
    expect(titles(paris.body)).toEqual({
      destinations: ['City of light'],
      hotels: [],
      offers: [],
    });
    const nights = await t.http.get('/api/search').query({ price: '390-410' }).expect(200);
    expect(titles(nights.body)).toEqual({
      destinations: [],
      hotels: ['Hotel de Paris'],
      offers: [],
    });
  });

  it('treats the text literally', async () => {
    for (const q of ['.*', '^P', 'Paris|Rome', '(']) {
      const res = await t.http.get('/api/search').query({ q }).expect(200);
      expect(res.body).toEqual({ data: { destinations: [], hotels: [], offers: [] }, total: 0 });
    }
  });

  it('refuses a bad price, an empty search and non-text terms with 400', async () => {
    const bad = await t.http.get('/api/search').query({ price: 'cheap' }).expect(400);
    expect(bad.body.message).toBe('Price must be a maximum such as 500 or a range such as 100-500');
    const empty = await t.http.get('/api/search').expect(400);
    expect(empty.body.message).toBe('Please enter a destination or price to search.');
    await t.http.get('/api/search?q[$ne]=x').expect(400);
  });
});
