import sharp from 'sharp';
import { Types } from 'mongoose';
import { RecentlyDeleted } from '../src/recently-deleted/recently-deleted.service';
import { inDays, insertDestination, insertOffer } from './utils/fixtures';
import { createTestApp, TestApp } from './utils/test-app';

interface DeletedItem {
  kind: string;
  id: string;
  name: string;
  deletedAt: string;
  deletedBy: { id: string | null; email: string | null };
  purgeAt: string;
  daysLeft: number;
}
interface DeletedPage {
  data: DeletedItem[];
  page: number;
  totalPages: number;
  total: number;
  retentionDays: number;
}
interface Entry {
  action: string;
  kind: string;
  record: string;
  actor: { email: string | null; type: string };
}

const DELETED = '/api/admin/deleted';
const PLACES_TAKEN = 'Those places were booked meanwhile, so this booking cannot be restored.';
const DAY_MS = 86_400_000;
/** Not the default (30): what the list says and the purge does follow DELETED_RETENTION_DAYS. */
const RETENTION_DAYS = 45;

/** A booking kind's tests' own tour time or offer: booking it, and how many of its places are free. */
interface BookingKindFixture {
  book(email: string): ReturnType<TestApp['http']['post']>;
  placesLeft(): Promise<number>;
}

/** How each catalog kind is created, read in public and deleted. */
const CATALOG = [
  {
    kind: 'destination',
    create: '/api/destination',
    fields: {
      destination: 'Vanishing Bay',
      location: 'Crete',
      title: 'Vanishing Bay cruise',
      description: 'Caves.',
      price: '120',
      CostPerPerson: '60',
    },
    image: 'image',
    name: 'Vanishing Bay cruise',
    detail: (id: string) => `/api/destination/${id}`,
    list: '/api/destination',
    remove: (id: string) => `/api/deleteDestination/${id}`,
    sitemap: (id: string) => `/TourPage/${id}`,
    searched: true,
  },
  {
    kind: 'hotel',
    create: '/api/hotel',
    fields: {
      hotelName: 'Vanishing Inn',
      location: 'Crete',
      pricePerNight: '89',
      description: 'x',
    },
    image: 'image',
    name: 'Vanishing Inn',
    detail: (id: string) => `/api/hotel/${id}`,
    list: '/api/hotel',
    remove: (id: string) => `/api/deleteHotel/${id}`,
    searched: true,
  },
  {
    kind: 'offer',
    create: '/api/offers',
    fields: {
      title: 'Vanishing week',
      Hotel: 'Vanishing Inn',
      Location: 'Crete',
      RoomType: 'Double',
      Discount: '15',
      Price: '75',
      TrendingOffers: 'Yes',
      description: 'Three nights.',
    },
    image: 'Image',
    name: 'Vanishing week',
    detail: (id: string) => `/api/offer/${id}`,
    list: '/api/offer',
    remove: (id: string) => `/api/deleteOffers/${id}`,
    sitemap: (id: string) => `/OfferDetails/${id}`,
    searched: true,
  },
  {
    kind: 'blog-post',
    create: '/api/Blog',
    fields: {
      Title: 'Vanishing post',
      Content: 'Body',
      description: 'First.',
      highlights: '["A"]',
    },
    image: 'Image',
    name: 'Vanishing post',
    detail: (id: string) => `/api/Blog/${id}`,
    list: '/api/Blog',
    remove: (id: string) => `/api/Blog/${id}`,
    sitemap: (id: string) => `/BlogDetails/${id}`,
    searched: false,
  },
] as const;

describe('undo and restore', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  let image: Buffer;
  const asAdmin = { Authorization: '' };

  beforeAll(async () => {
    t = await createTestApp({
      WEB_ORIGIN: 'https://travel.example',
      DELETED_RETENTION_DAYS: String(RETENTION_DAYS),
    });
    admin = await t.signIn('admin');
    asAdmin.Authorization = `Bearer ${admin}`;
    adminEmail = ((await t.http.get('/auth/me').set(asAdmin).expect(200)).body as { email: string })
      .email;
    image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  async function deleted(query: Record<string, string> = {}): Promise<DeletedPage> {
    return (await t.http.get(DELETED).set(asAdmin).query(query).expect(200)).body as DeletedPage;
  }
  const restore = (kind: string, id: string) =>
    t.http.post(`${DELETED}/${kind}/${id}/restore`).set(asAdmin);

  async function historyOf(record: string): Promise<Entry[]> {
    const page = await t.http.get('/api/admin/audit').set(asAdmin).query({ record }).expect(200);
    return (page.body as { data: Entry[] }).data.reverse();
  }

  /** Ids in a public list, whichever envelope the list uses. */
  async function idsIn(path: string): Promise<string[]> {
    const body = (await t.http.get(path).expect(200)).body as
      { _id: string }[] | { data: { _id: string }[] };
    return (Array.isArray(body) ? body : body.data).map((item) => item._id);
  }

  async function searchedIds(): Promise<string[]> {
    const body = (await t.http.get('/api/search').query({ q: 'Vanishing' }).expect(200)).body as {
      data: Record<string, { _id: string }[]>;
    };
    return Object.values(body.data).flatMap((items) => items.map((item) => item._id));
  }

  const sitemap = async () => (await t.http.get('/sitemap.xml').expect(200)).text;

  describe.each(CATALOG)('a $kind', (item) => {
    it('leaves every public read, search, the sitemap and the cache at once, and comes back restored', async () => {
      const created = await t.http
        .post(item.create)
        .set(asAdmin)
        .field(item.fields)
        .attach(item.image, image, 'a.jpg')
        .expect(201);
      const record = (created.body as { data: Record<string, unknown> & { _id: string } }).data;
      const id = record._id;
      const imageUrl = [record[item.image]].flat()[0] as string;

      // Read once so the response cache holds each answer.
      await t.http.get(item.detail(id)).expect(200);
      expect(await idsIn(item.list)).toContain(id);
      if (item.searched) expect(await searchedIds()).toContain(id);
      if ('sitemap' in item) expect(await sitemap()).toContain(item.sitemap(id));

      await t.http.delete(item.remove(id)).set(asAdmin).expect(200);
      await t.http.get(item.detail(id)).expect(404);
      expect(await idsIn(item.list)).not.toContain(id);
      if (item.searched) expect(await searchedIds()).not.toContain(id);
      if ('sitemap' in item) expect(await sitemap()).not.toContain(item.sitemap(id));
      // Its image waits with it for a restore.
      await t.http.get(imageUrl).expect(200);

      const page = await deleted({ kind: item.kind });
      expect(page.retentionDays).toBe(RETENTION_DAYS);
      const listed = page.data.find((entry) => entry.id === id);
      expect(listed).toMatchObject({
        kind: item.kind,
        name: item.name,
        deletedBy: { email: adminEmail },
        daysLeft: RETENTION_DAYS,
      });
      const deletedAt = new Date(listed!.deletedAt).getTime();
      expect(Math.abs(deletedAt - Date.now())).toBeLessThan(60_000);
      expect(new Date(listed!.purgeAt).getTime() - deletedAt).toBe(RETENTION_DAYS * DAY_MS);

      const restored = await restore(item.kind, id).expect(200);
      expect((restored.body as { message: string }).message).toMatch(/ restored\.$/);
      const back = (await t.http.get(item.detail(id)).expect(200)).body as
        { _id: string } | { data: { _id: string } };
      expect('data' in back ? back.data._id : back._id).toBe(id);
      expect(await idsIn(item.list)).toContain(id);
      if (item.searched) expect(await searchedIds()).toContain(id);
      if ('sitemap' in item) expect(await sitemap()).toContain(item.sitemap(id));
      await t.http.get(imageUrl).expect(200);
      expect((await deleted({ kind: item.kind })).data.map((entry) => entry.id)).not.toContain(id);

      const history = await historyOf(id);
      expect(history.map((entry) => entry.action)).toEqual(['created', 'deleted', 'restored']);
      for (const entry of history.slice(1)) {
        expect(entry.actor).toMatchObject({ email: adminEmail, type: 'admin' });
      }

      // A second restore (an Undo clicked twice) finds nothing left to restore.
      await restore(item.kind, id).expect(404);
      await t.http.delete(item.remove(id)).set(asAdmin).expect(200);
    });
  });

  it('hides a deleted contact message from the inbox and brings it back', async () => {
    await t.http
      .post('/api/contact')
      .send({
        name: 'Ann Vanish',
        email: 'ann@example.com',
        phone: '+1 202 555 0143',
        message: 'Hello?',
      })
      .expect(201);
    const inbox = async () =>
      (
        (await t.http.get('/api/contact').set(asAdmin).expect(200)).body as {
          data: { _id: string }[];
        }
      ).data;
    const id = (await inbox())[0]!._id;
    await t.http.delete(`/api/contact/${id}`).set(asAdmin).expect(200);
    expect((await inbox()).map((m) => m._id)).not.toContain(id);
    expect((await deleted({ kind: 'contact-message' })).data[0]).toMatchObject({
      id,
      name: 'Ann Vanish <ann@example.com>',
    });
    await restore('contact-message', id).expect(200);
    expect((await inbox()).map((m) => m._id)).toContain(id);
  });

  /**
   * How each kind of booking is made, deleted and listed, and how many of the places the tests ask for are
   * free (seats of a three-seat tour time, nights of a one-loft offer); one booking takes all but `full`.
   */
  const BOOKING_KINDS = [
    {
      kind: 'tour-booking',
      claims: 'seat_claims',
      remove: (id: string) => `/api/deleteBooking/${id}`,
      list: '/api/booking',
      guest: 'Tess',
      empty: 3,
      full: 1,
      async setUp(): Promise<BookingKindFixture> {
        const destinationId = await insertDestination(t.connection, {
          capacityPerSlot: 3,
          CostPerPerson: 10,
          title: 'Three seat boat',
        });
        // Inside the admin list's default days at any hour: they start at the earliest today anywhere (UTC-12).
        const date = inDays(20);
        return {
          book: (email: string) =>
            t.http.post('/api/booking').send({
              destinationId,
              date,
              time: '10:00',
              tickets: 2,
              cost: 20,
              name: 'Tess',
              email,
            }),
          placesLeft: async () => {
            const body = (
              await t.http
                .get(`/api/destination/${destinationId}/availability`)
                .query({ date })
                .expect(200)
            ).body as { slots: { time: string; left: number }[] };
            return body.slots.find((slot) => slot.time === '10:00')!.left;
          },
        };
      },
    },
    {
      kind: 'stay-booking',
      claims: 'night_claims',
      remove: (id: string) => `/api/bookingapartment/${id}`,
      list: '/api/bookingapartment',
      guest: 'Rui',
      empty: 2,
      full: 0,
      async setUp(): Promise<BookingKindFixture> {
        const offerId = await insertOffer(t.connection, { title: 'One loft', Price: 40 });
        const [checkIn, checkOut] = [inDays(10), inDays(12)];
        return {
          book: (email: string) =>
            t.http.post('/api/bookingapartment').send({
              name: 'Rui',
              email,
              checkIn,
              checkOut,
              guests: 2,
              offerId,
              pricePerNight: 80,
              totalCost: 160,
              costPerPerson: 80,
            }),
          placesLeft: async () => {
            const body = (
              await t.http
                .get(`/api/offer/${offerId}/availability`)
                .query({ from: checkIn, to: checkOut })
                .expect(200)
            ).body as { taken: string[] };
            return 2 - body.taken.length;
          },
        };
      },
    },
  ] as const;

  describe.each(BOOKING_KINDS)('a $kind', (kind) => {
    it('frees its places on delete, refuses a restore once they are taken, and restores when they are free again', async () => {
      const { book, placesLeft } = await kind.setUp();
      const adminList = async () =>
        (
          (await t.http.get(kind.list).set(asAdmin).expect(200)).body as {
            data: { _id: string }[];
          }
        ).data.map((b) => b._id);
      const claimsOf = (id: string) =>
        t.connection.collection(kind.claims).countDocuments({ bookingId: new Types.ObjectId(id) });

      const first = (await book('first@example.com').expect(201)).body.data as {
        _id: string;
        reference: string;
      };
      expect(await placesLeft()).toBe(kind.full);
      await book('other@example.com').expect(409);
      await t.http.delete(kind.remove(first._id)).set(asAdmin).expect(200);
      expect(await placesLeft()).toBe(kind.empty);
      expect((await deleted({ kind: kind.kind })).data[0]).toMatchObject({
        id: first._id,
        name: `${first.reference} (${kind.guest})`,
      });

      const second = (await book('second@example.com').expect(201)).body.data as { _id: string };
      const refused = await restore(kind.kind, first._id).expect(409);
      expect(refused.body).toMatchObject({ statusCode: 409, message: PLACES_TAKEN });
      // Nothing changed: the places, the list and Recently deleted are as they were.
      expect(await placesLeft()).toBe(kind.full);
      expect(await adminList()).not.toContain(first._id);
      expect((await deleted({ kind: kind.kind })).data.map((d) => d.id)).toContain(first._id);
      expect(await claimsOf(first._id)).toBe(0);

      await t.http.delete(kind.remove(second._id)).set(asAdmin).expect(200);
      await restore(kind.kind, first._id).expect(200);
      expect(await placesLeft()).toBe(kind.full);
      expect(await adminList()).toContain(first._id);
      await book('third@example.com').expect(409);
      expect((await historyOf(first._id)).map((e) => e.action)).toEqual([
        'created',
        'deleted',
        'restored',
      ]);
    });
  });

  describe('tour bookings', () => {
    const DATE = inDays(20);
    const TIME = '10:00';
    let destinationId: string;

    beforeAll(async () => {
      destinationId = await insertDestination(t.connection, {
        capacityPerSlot: 3,
        CostPerPerson: 10,
        title: 'Three seat boat',
      });
    });

    const book = (tickets: number, email: string) =>
      t.http
        .post('/api/booking')
        .send({
          destinationId,
          date: DATE,
          time: TIME,
          tickets,
          cost: 10 * tickets,
          name: 'Tess',
          email,
        })
        .expect(201);
    const seatsLeft = async () => {
      const body = (
        await t.http
          .get(`/api/destination/${destinationId}/availability`)
          .query({ date: DATE })
          .expect(200)
      ).body as { slots: { time: string; left: number }[] };
      return body.slots.find((slot) => slot.time === TIME)!.left;
    };
    const adminList = async () =>
      (
        (await t.http.get('/api/booking').set(asAdmin).expect(200)).body as {
          data: { _id: string }[];
        }
      ).data.map((b) => b._id);

    it('refuses to restore a booking whose tour was deleted since, with nothing claimed', async () => {
      const other = await insertDestination(t.connection, {
        title: 'Gone tour',
        CostPerPerson: 10,
      });
      const booking = (
        await t.http
          .post('/api/booking')
          .send({
            destinationId: other,
            date: DATE,
            time: TIME,
            tickets: 1,
            cost: 10,
            name: 'Tess',
            email: 'g@example.com',
          })
          .expect(201)
      ).body.data as { _id: string };
      await t.http.delete(`/api/deleteBooking/${booking._id}`).set(asAdmin).expect(200);
      await t.http.delete(`/api/deleteDestination/${other}`).set(asAdmin).expect(200);
      // The booking flow refuses a deleted tour with its usual message.
      const refusedBooking = await t.http
        .post('/api/booking')
        .send({
          destinationId: other,
          date: DATE,
          time: TIME,
          tickets: 1,
          cost: 10,
          name: 'Tess',
          email: 'h@example.com',
        })
        .expect(404);
      expect(refusedBooking.body.message).toBe('Destination not found');
      const refused = await restore('tour-booking', booking._id).expect(409);
      expect(refused.body.message).toBe(
        'The tour or stay of this booking was withdrawn (deleted): restore it first, then this booking.',
      );
      await restore('destination', other).expect(200);
      await restore('tour-booking', booking._id).expect(200);
    });

    it('refuses a restore whose reference another booking took, releasing what it claimed', async () => {
      const booking = (await book(1, 'ref@example.com')).body.data as {
        _id: string;
        reference: string;
      };
      await t.http.delete(`/api/deleteBooking/${booking._id}`).set(asAdmin).expect(200);
      const left = await seatsLeft();
      const copy = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId((await adminList())[0]) });
      await t.connection.collection('tour_bookings').insertOne({
        ...copy,
        _id: new Types.ObjectId(),
        reference: booking.reference,
        status: 'cancelled',
      });
      const refused = await restore('tour-booking', booking._id).expect(409);
      expect(refused.body.message).toBe(
        'This booking cannot be restored: another booking now uses its name or reference.',
      );
      expect(await seatsLeft()).toBe(left);
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(booking._id) }),
      ).toBe(0);
    });
  });

  it('purges what is past the retention, with its images, and records it', async () => {
    // Wide enough to be stored with a 480-pixel rendition.
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#4a8' },
    })
      .jpeg()
      .toBuffer();
    const made = async (name: string) => {
      const created = await t.http
        .post('/api/hotel')
        .set(asAdmin)
        .field({ hotelName: name, location: 'Crete', pricePerNight: '50', description: 'x' })
        .attach('image', photo, 'a.jpg')
        .attach('gallery', photo, 'b.jpg')
        .expect(201);
      const data = (created.body as { data: { _id: string; image: string[]; gallery: string[] } })
        .data;
      await t.http.delete(`/api/deleteHotel/${data._id}`).set(asAdmin).expect(200);
      return data;
    };
    const countFiles = () => t.connection.collection('images.files').countDocuments();
    const before = await countFiles();
    const old = await made('Old hotel');
    const oldFiles = (await countFiles()) - before;
    // Deleted a day more than the retention ago, as far as the purge can tell.
    await t.connection
      .collection('deleted_items')
      .updateOne(
        { record: old._id },
        { $set: { deletedAt: new Date(Date.now() - (RETENTION_DAYS + 1) * DAY_MS) } },
      );
    const recent = await made('Recent hotel');
    const files = await countFiles();

    expect(await t.app.get(RecentlyDeleted).purgeExpired()).toBe(1);
    const ids = (await deleted({ kind: 'hotel' })).data.map((d) => d.id);
    expect(ids).toContain(recent._id);
    expect(ids).not.toContain(old._id);
    for (const url of [...old.image, ...old.gallery]) await t.http.get(url).expect(404);
    for (const url of [...recent.image, ...recent.gallery]) await t.http.get(url).expect(200);
    // Both images and their renditions are gone; the other hotel's stay.
    expect(oldFiles).toBe(4);
    expect(await countFiles()).toBe(files - oldFiles);
    await restore('hotel', old._id).expect(404);
    const purged = (await historyOf(old._id)).at(-1);
    expect(purged).toMatchObject({ action: 'purged', kind: 'hotel', actor: { type: 'sweep' } });
  });

  describe('access and bad input', () => {
    const someId = new Types.ObjectId().toHexString();

    it('is for admins only', async () => {
      await t.http.get(DELETED).expect(401);
      await t.http.post(`${DELETED}/hotel/${someId}/restore`).expect(401);
      const user = await t.signIn('user');
      await t.http.get(DELETED).set('Authorization', `Bearer ${user}`).expect(403);
      await t.http
        .post(`${DELETED}/hotel/${someId}/restore`)
        .set('Authorization', `Bearer ${user}`)
        .expect(403);
    });

    it('answers a bad kind, id or page with 400 and an unknown id with 404', async () => {
      const kinds =
        'kind must be one of destination, hotel, offer, blog-post, contact-message, tour-booking, stay-booking';
      expect((await restore('castle', someId).expect(400)).body.message).toBe(kinds);
      expect(
        (await t.http.get(DELETED).set(asAdmin).query({ kind: 'castle' }).expect(400)).body.message,
      ).toBe(kinds);
      expect((await restore('hotel', 'not-an-id').expect(400)).body.message).toBe('Invalid id');
      expect(
        (await t.http.get(DELETED).set(asAdmin).query({ page: '0' }).expect(400)).body.message,
      ).toBe('page must be a positive integer');
      expect((await restore('hotel', someId).expect(404)).body.message).toBe(
        'Nothing of this kind with this id is in Recently deleted.',
      );
    });
  });
});
