import sharp from 'sharp';
import { RecentlyDeleted } from '../src/recently-deleted/recently-deleted.service';
import { DESTINATION_FIELDS, HOTEL_FIELDS, OFFER_FIELDS } from './utils/catalog-fields';
import { TestApp, useTestApp } from './utils/test-app';

function jpeg(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

async function countImageFiles(t: TestApp): Promise<number> {
  return t.connection.collection('images.files').countDocuments();
}

describe('catalog', () => {
  const t = useTestApp({ signIn: 'admin' });
  let big: Buffer;

  beforeAll(async () => {
    big = await jpeg();
  });

  function postDestination(
    fields: Record<string, string>,
    files: { image?: Buffer; gallery?: Buffer[] } = {},
  ) {
    const req = t.http.post('/api/destination').set('Authorization', `Bearer ${t.token}`);
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    if (files.image) void req.attach('image', files.image, 'main.jpg');
    for (const [i, file] of (files.gallery ?? []).entries())
      void req.attach('gallary[]', file, `g${i}.jpg`);
    return req;
  }

  describe('destinations', () => {
    it('creates with images, trims text, defaults capacity, and reads it back publicly', async () => {
      const res = await postDestination(DESTINATION_FIELDS, {
        image: big,
        gallery: [big, big],
      }).expect(201);
      expect(res.body.message).toBe('Destination added successfully');
      const data = res.body.data;
      expect(data).toMatchObject({
        destination: 'Santorini',
        price: 120.5,
        CostPerPerson: 60,
        capacityPerSlot: 20,
      });
      expect(data.image).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
      expect(data.gallary).toHaveLength(2);

      const one = await t.http.get(`/api/destination/${data._id}`).expect(200);
      expect(one.body.title).toBe('Sunset over Oia');
      const list = await t.http.get('/api/destination').expect(200);
      expect(list.body.map((d: { _id: string }) => d._id)).toContain(data._id);
      const stored = await t.connection
        .collection('destinations')
        .findOne({ title: 'Sunset over Oia' });
      expect(stored?.destination).toBe('Santorini');
    });

    it.each([
      [{ destination: '' }, 'Destination is required'],
      [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
      [{ title: '   ' }, 'Title is required'],
      [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
      [{ price: '0' }, 'Please enter valid price and cost per person'],
      [{ CostPerPerson: 'abc' }, 'Please enter valid price and cost per person'],
      [
        { affiliateLink: 'ftp://example.com' },
        'Please enter a valid affiliate link (http or https)',
      ],
      [{ capacityPerSlot: '0' }, 'Capacity per slot must be a whole number of at least 1'],
      [{ price: '150.555' }, 'Price must have at most 2 decimals'],
      [{ CostPerPerson: '60.001' }, 'Cost per person must have at most 2 decimals'],
    ])('refuses %p with %p and stores nothing', async (override, message) => {
      const before = await countImageFiles(t);
      const res = await postDestination(
        { ...DESTINATION_FIELDS, ...override },
        { image: big },
      ).expect(400);
      expect(res.body.message).toBe(message);
      expect(await countImageFiles(t)).toBe(before);
    });

    it('requires an image when adding', async () => {
      const res = await postDestination(DESTINATION_FIELDS).expect(400);
      expect(res.body.message).toBe('Please upload an image');
    });

    it('refuses a non-image upload, storing nothing', async () => {
      const before = await countImageFiles(t);
      const res = await postDestination(DESTINATION_FIELDS, {
        image: big,
        gallery: [Buffer.from('<script>alert(1)</script>')],
      }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Only image files are allowed' });
      expect(await countImageFiles(t)).toBe(before);
      expect(await t.connection.collection('destinations').countDocuments({ title: 'x' })).toBe(0);
    });

    it('refuses a file over 5 MB with 413 and more than 10 gallery images', async () => {
      const huge = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024)]);
      const before = await countImageFiles(t);
      await postDestination(DESTINATION_FIELDS, { image: huge }).expect(413);
      const many = await postDestination(DESTINATION_FIELDS, {
        image: big,
        gallery: Array(11).fill(big),
      }).expect(413);
      expect(many.body.message).toBe('At most 10 images are allowed in gallary');
      expect(await countImageFiles(t)).toBe(before);
    });

    it('keeps images on an edit without files, and removes replaced files', async () => {
      const created = (
        await postDestination(DESTINATION_FIELDS, { image: big, gallery: [big] }).expect(201)
      ).body.data;
      const edited = await t.http
        .patch(`/api/updateDestination/${created._id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field('title', 'Renamed')
        .expect(200);
      expect(edited.body).toMatchObject({ message: 'Destination updated successfully' });
      expect(edited.body.data).toMatchObject({
        title: 'Renamed',
        image: created.image,
        gallary: created.gallary,
      });

      const replaced = await t.http
        .patch(`/api/updateDestination/${created._id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .attach('image', await jpeg(800, 600), 'new.jpg')
        .expect(200);
      expect(replaced.body.data.image).not.toBe(created.image);
      expect(replaced.body.data.gallary).toEqual(created.gallary);
      await t.http.get(created.image).expect(404);
      await t.http.get(replaced.body.data.image).expect(200);
    });

    it('deletes a destination, keeping its image files until Recently deleted purges it', async () => {
      const before = await countImageFiles(t);
      const created = (await postDestination(DESTINATION_FIELDS, { image: big }).expect(201)).body
        .data;
      expect(await countImageFiles(t)).toBe(before + 4); // original + 480, 800 and 1200 renditions
      const res = await t.http
        .delete(`/api/deleteDestination/${created._id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      expect(res.body).toEqual({ message: 'Destination deleted successfully' });
      await t.http
        .get(`/api/destination/${created._id}`)
        .expect(404, { statusCode: 404, message: 'Destination not found' });
      expect(await countImageFiles(t)).toBe(before + 4);
      // Purged as if its 30 days were over: the files go with it.
      const later = new Date(Date.now() + 31 * 86_400_000);
      expect(await t.app.get(RecentlyDeleted).purgeExpired(later)).toBeGreaterThanOrEqual(1);
      await t.http.get(created.image).expect(404);
      expect(await countImageFiles(t)).toBeLessThanOrEqual(before);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      await t.http.get('/api/destination/nope').expect(400);
      await t.http
        .patch('/api/updateDestination/0123456789abcdef01234567')
        .set('Authorization', `Bearer ${t.token}`)
        .field('title', 'x')
        .expect(404);
    });
  });

  describe('hotels', () => {
    const hotel = HOTEL_FIELDS;

    it('creates, lists, edits and deletes a hotel with image lists', async () => {
      const created = await t.http
        .post('/api/hotel')
        .set('Authorization', `Bearer ${t.token}`)
        .field(hotel)
        .attach('image', big, 'a.jpg')
        .attach('gallery', big, 'b.jpg')
        .attach('gallery', big, 'c.jpg')
        .expect(201);
      expect(created.body.message).toBe('Hotel added successfully!');
      expect(created.body.data.image).toHaveLength(1);
      expect(created.body.data.gallery).toHaveLength(2);
      const id = created.body.data._id;

      const list = await t.http.get('/api/hotel').expect(200);
      expect(list.body[0]).toMatchObject({ hotelName: 'Harbour Inn', pricePerNight: 89.99 });
      await t.http.get(`/api/hotel/${id}`).expect(200);

      const edited = await t.http
        .patch(`/api/updateHotel/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field({ pricePerNight: '95' })
        .expect(200);
      expect(edited.body).toMatchObject({
        message: 'Hotel updated successfully!',
        data: { pricePerNight: 95 },
      });
      expect(edited.body.data.image).toEqual(created.body.data.image);

      const removed = await t.http
        .delete(`/api/deleteHotel/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      expect(removed.body).toEqual({ message: 'Hotel deleted successfully' });
    });

    it.each([
      [{ hotelName: '' }, 'Hotel name is required'],
      [{ location: '' }, 'Location is required'],
      [{ pricePerNight: '-1' }, 'Please enter a valid price per night'],
      [{ description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
      [{ affiliateLink: 'not a url' }, 'Please enter a valid affiliate link (http or https)'],
      [{ pricePerNight: '150.555' }, 'Price per night must have at most 2 decimals'],
    ])('refuses %p with %p', async (override, message) => {
      const res = await t.http
        .post('/api/hotel')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ ...hotel, ...override })
        .attach('image', big, 'a.jpg')
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('offers', () => {
    const offer = OFFER_FIELDS;

    it('creates with JSON or comma-separated features and answers {data}', async () => {
      const created = await t.http
        .post('/api/offers')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ ...offer, features: '["Free Wifi", " Breakfast "]' })
        .attach('Image', big, 'a.jpg')
        .expect(201);
      expect(created.body.message).toBe('Offer added successfully!');
      expect(created.body.data.features).toEqual(['Free Wifi', 'Breakfast']);
      const id = created.body.data._id;

      const list = await t.http.get('/api/offer').expect(200);
      expect(list.body.data.map((o: { _id: string }) => o._id)).toContain(id);
      const one = await t.http.get(`/api/offer/${id}`).expect(200);
      expect(one.body.data).toMatchObject({ Discount: 15, Price: 75 });

      const edited = await t.http
        .put(`/api/updateOffers/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field({ features: 'Pool, Spa,,' })
        .expect(200);
      expect(edited.body).toMatchObject({
        message: 'Offer updated successfully!',
        data: { features: ['Pool', 'Spa'] },
      });

      const removed = await t.http
        .delete(`/api/deleteOffers/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      expect(removed.body).toEqual({ message: 'Offer deleted successfully' });
      await t.http
        .get(`/api/offer/${id}`)
        .expect(404, { statusCode: 404, message: 'Offer not found' });
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ Hotel: '' }, 'Hotel is required'],
      [{ Location: '' }, 'Location is required'],
      [{ RoomType: '' }, 'Room type is required'],
      [{ Discount: '101' }, 'Discount must be between 0 and 100'],
      [{ Discount: '-1' }, 'Discount must be between 0 and 100'],
      [{ Price: '0' }, 'Price must be greater than zero'],
      [{ Price: '150.555' }, 'Price must have at most 2 decimals'],
      [{ TrendingOffers: '' }, 'Trending offers is required'],
      [{ description: '' }, 'Description is required'],
    ])('refuses %p with %p', async (override, message) => {
      const res = await t.http
        .post('/api/offers')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ ...offer, ...override })
        .attach('Image', big, 'a.jpg')
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an object where a number is expected', async () => {
      const res = await t.http
        .post('/api/offers')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ ...offer, Price: '' })
        .field('Price[$gt]', '0')
        .attach('Image', big, 'a.jpg')
        .expect(400);
      expect(res.body.message).toBe('Price must be greater than zero');
    });
  });

  describe('blog', () => {
    async function postBlog(i: number) {
      return t.http
        .post('/api/Blog')
        .set('Authorization', `Bearer ${t.token}`)
        .field({
          Title: `Post ${i}`,
          Content: 'Body',
          description: 'First.\n\nSecond.',
          highlights: '["Old town"]',
        })
        .attach('Image', big, 'a.jpg')
        .expect(201);
    }

    it('pages 6 per page, newest first', async () => {
      for (let i = 1; i <= 7; i++) await postBlog(i);
      const first = await t.http.get('/api/Blog?page=1').expect(200);
      expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 7 });
      expect(first.body.data).toHaveLength(6);
      expect(first.body.data[0].Title).toBe('Post 7');
      const second = await t.http.get('/api/Blog?page=2').expect(200);
      expect(second.body.data.map((p: { Title: string }) => p.Title)).toEqual(['Post 1']);
      await t.http.get('/api/Blog?page=zero').expect(400);
    });

    it('creates, reads, updates keeping images, and deletes', async () => {
      const created = (await postBlog(99)).body;
      expect(created.message).toBe('Blog post added successfully!');
      expect(created.data.highlights).toEqual(['Old town']);
      const id = created.data._id;
      const one = await t.http.get(`/api/Blog/${id}`).expect(200);
      expect(one.body.data.Title).toBe('Post 99');
      const edited = await t.http
        .put(`/api/Blog/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field({ Title: 'Post 99', Content: 'Body', description: 'First.', subtitle: 'A walk' })
        .expect(200);
      expect(edited.body.data).toMatchObject({ subtitle: 'A walk', Image: created.data.Image });
      const removed = await t.http
        .delete(`/api/Blog/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      expect(removed.body).toEqual({ message: 'Blog post deleted successfully!' });
    });

    it.each([
      [{ Title: '' }, 'Title is required'],
      [{ Content: '' }, 'Content is required'],
      [{ description: '' }, 'Description is required'],
    ])('refuses %p with %p', async (override, message) => {
      const res = await t.http
        .post('/api/Blog')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ Title: 'T', Content: 'C', description: 'D', ...override })
        .attach('Image', big, 'a.jpg')
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('prices with cents', () => {
    it('takes two decimals, also from binary-unfriendly amounts, and refuses a third on an edit', async () => {
      const created = await t.http
        .post('/api/hotel')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ hotelName: 'Cents Inn', location: 'Porto', pricePerNight: '0.29' })
        .attach('image', big, 'a.jpg')
        .expect(201);
      expect(created.body.data.pricePerNight).toBe(0.29);
      const id = created.body.data._id;
      const res = await t.http
        .patch(`/api/updateHotel/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field({ pricePerNight: '150.555' })
        .expect(400);
      expect(res.body.message).toBe('Price per night must have at most 2 decimals');
      const stored = await t.http.get(`/api/hotel/${id}`).expect(200);
      expect(stored.body.pricePerNight).toBe(0.29);
    });
  });

  describe('blog rules on a full update', () => {
    async function created(): Promise<string> {
      const res = await t.http
        .post('/api/Blog')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ Title: 'Kept', Content: 'C', description: 'D', Link: 'https://example.com/a' })
        .attach('Image', big, 'a.jpg')
        .expect(201);
      return res.body.data._id as string;
    }

    it.each([
      [{ Content: 'C', description: 'D' }, 'Title is required'],
      [{ Title: 'T', description: 'D' }, 'Content is required'],
      [
        { Title: 'T', Content: 'C', description: 'D', Link: 'javascript:alert(1)' },
        'Please enter a valid link (http or https)',
      ],
    ])('PUT %p is refused with %p and changes nothing', async (fields, message) => {
      const id = await created();
      const res = await t.http
        .put(`/api/Blog/${id}`)
        .set('Authorization', `Bearer ${t.token}`)
        .field(fields)
        .expect(400);
      expect(res.body.message).toBe(message);
      const stored = await t.http.get(`/api/Blog/${id}`).expect(200);
      expect(stored.body.data).toMatchObject({ Title: 'Kept', Link: 'https://example.com/a' });
    });

    it('refuses a javascript: link when adding and takes an empty one as none', async () => {
      const bad = await t.http
        .post('/api/Blog')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ Title: 'T', Content: 'C', description: 'D', Link: 'javascript:alert(1)' })
        .attach('Image', big, 'a.jpg')
        .expect(400);
      expect(bad.body.message).toBe('Please enter a valid link (http or https)');
      await t.http
        .post('/api/Blog')
        .set('Authorization', `Bearer ${t.token}`)
        .field({ Title: 'T', Content: 'C', description: 'D', Link: '' })
        .attach('Image', big, 'a.jpg')
        .expect(201);
    });
  });

  describe('admin only', () => {
    it.each([
      ['post', '/api/destination'],
      ['patch', '/api/updateDestination/0123456789abcdef01234567'],
      ['delete', '/api/deleteDestination/0123456789abcdef01234567'],
      ['post', '/api/hotel'],
      ['patch', '/api/updateHotel/0123456789abcdef01234567'],
      ['delete', '/api/deleteHotel/0123456789abcdef01234567'],
      ['post', '/api/offers'],
      ['put', '/api/updateOffers/0123456789abcdef01234567'],
      ['delete', '/api/deleteOffers/0123456789abcdef01234567'],
      ['post', '/api/Blog'],
      ['put', '/api/Blog/0123456789abcdef01234567'],
      ['delete', '/api/Blog/0123456789abcdef01234567'],
    ] as const)('%s %s refuses anonymous (401) and non-admin (403)', async (method, path) => {
      const user = await t.signIn('user');
      await t.http[method](path).expect(401);
      await t.http[method](path).set('Authorization', `Bearer ${user}`).expect(403);
    });
  });
});
