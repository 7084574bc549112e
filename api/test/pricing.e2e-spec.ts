import { Types } from 'mongoose';
import sharp from 'sharp';
import { DESTINATION_FIELDS } from './utils/catalog-fields';
import { insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { useTestApp } from './utils/test-app';
import { TourBookingsService } from '../src/bookings/tours/tour-bookings.service';
import { newManageToken } from '../src/bookings/shared/manage-token';

const CATEGORIES = [
  { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
  {
    key: 'child',
    name: 'Child (4-11)',
    price: 25,
    takesSeat: true,
    ageNote: '4 to 11 years',
    maxPerBooking: 4,
  },
  { key: 'infant', name: 'Infant (0-3)', price: 0, takesSeat: false },
];
const EXTRAS = [
  {
    key: 'extra-offers',
    name: 'Extra offers',
    description: 'Add extra offers to your tour',
    price: 50,
    per: 'booking',
  },
  { key: 'lunch', name: 'Lunch', description: 'At the harbour', price: 12.5, per: 'person' },
];
const FAMILY = [
  { category: 'adult', count: 2 },
  { category: 'child', count: 1 },
];

describe('pricing: categories, extras and promo codes', () => {
  jest.setTimeout(120_000);
  const catcher = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail: catcher });
  const admin = () => ({ Authorization: `Bearer ${t.token}` });
  let codes = 0;

  const operatorTour = (fields: Record<string, unknown> = {}) =>
    insertDestination(t.connection, { priceCategories: CATEGORIES, extras: EXTRAS, ...fields });
  const book = (body: Record<string, unknown>) => t.http.post('/api/booking').send(body);
  const preview = (body: Record<string, unknown>) => t.http.post('/api/booking/price').send(body);
  const familyBody = (destinationId: string, fields: Record<string, unknown> = {}) => ({
    ...tourBody(destinationId, { tickets: undefined }),
    units: FAMILY,
    cost: 115,
    ...fields,
  });

  async function addCode(fields: Record<string, unknown> = {}) {
    const res = await t.http
      .post('/api/admin/promo-codes')
      .set(admin())
      .send({ code: `CODE${++codes}`, kind: 'percent', value: 10, ...fields })
      .expect(201);
    return res.body.data as { _id: string; code: string; uses: number };
  }
  const uses = (codeId: string) =>
    t.connection
      .collection('promo_code_uses')
      .countDocuments({ codeId: new Types.ObjectId(codeId), scope: 'code' });

  describe('prices', () => {
    it("keeps the spec's CostPerPerson x tickets (+50 with extras) for a tour without categories", async () => {
      const destinationId = await insertDestination(t.connection);
      const plain = await book(tourBody(destinationId)).expect(201);
      expect(plain.body.data).toMatchObject({ tickets: 2, cost: 91, extras: false });
      expect(plain.body.data.price).toEqual({
        subtotal: 91,
        discount: 0,
        giftCard: 0,
        total: 91,
        currency: 'usd',
      });
      const extra = await book(
        tourBody(destinationId, { tickets: 3, extras: true, cost: 186.5 }),
      ).expect(201);
      expect(extra.body.data).toMatchObject({
        tickets: 3,
        cost: 186.5,
        extras: true,
        extraKeys: ['extra-offers'],
      });
      expect(extra.body.data.priceLines).toEqual([
        {
          kind: 'ticket',
          key: 'ticket',
          name: 'Tickets',
          unitPrice: 45.5,
          count: 3,
          amount: 136.5,
        },
        {
          kind: 'extra',
          key: 'extra-offers',
          name: 'Extra offers',
          unitPrice: 50,
          count: 1,
          amount: 50,
        },
      ]);
      const stored = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(extra.body.data._id as string) });
      expect(stored!.price).toMatchObject({
        subtotal: 18650,
        discount: 0,
        giftCard: 0,
        total: 18650,
      });
    });

    it('prices categories and extras, books tickets as their sum and claims seats for those who take one', async () => {
      const destinationId = await operatorTour();
      const units = [...FAMILY, { category: 'infant', count: 1 }];
      // 2 x 45 + 25 + 0, lunch 4 x 12.50, extra offers 50
      const res = await book({
        ...tourBody(destinationId, { tickets: undefined }),
        units,
        extraKeys: ['lunch'],
        extras: true,
        cost: 215,
      }).expect(201);
      expect(res.body.data).toMatchObject({
        tickets: 4,
        seats: 3,
        units,
        extraKeys: ['extra-offers', 'lunch'],
        cost: 215,
        price: { subtotal: 215, discount: 0, total: 215 },
      });
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(res.body.data._id as string) }),
      ).toBe(3);
      const mail = await catcher.mailWith('ana@example.com', res.body.data.reference as string);
      expect(mail).toContain('Child (4-11) x 1: $25.00');
      expect(mail).toContain('Lunch x 4: $50.00');
      expect(mail).toContain('Total: $215.00');
    });

    it.each([
      [
        'a wrong client price',
        { cost: 114.99 },
        'The price has changed. Please review your booking.',
      ],
      ['tickets that are not the sum', { tickets: 4 }, 'tickets must be the sum of the units'],
      [
        'an unknown category',
        { units: [{ category: 'pet', count: 1 }], cost: 0 },
        'Unknown price category: pet',
      ],
      [
        'a category over its cap',
        { units: [{ category: 'child', count: 5 }], cost: 125 },
        'You can book at most 4 of Child (4-11) at once',
      ],
      ['an unknown extra', { extraKeys: ['spa'] }, 'Unknown extra: spa'],
      [
        'only people who take no seat',
        { units: [{ category: 'infant', count: 2 }], cost: 0 },
        'Please book at least one person who takes a seat',
      ],
    ])('refuses %s with 400 and books nothing', async (_case, fields, message) => {
      const destinationId = await operatorTour();
      const res = await book(familyBody(destinationId, fields)).expect(400);
      expect(res.body.message).toBe(message);
      expect(
        await t.connection
          .collection('tour_bookings')
          .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(0);
    });

    it("refuses units on a tour without categories, and the spec's extras on a tour without extras", async () => {
      const plain = await insertDestination(t.connection);
      expect((await book(familyBody(plain)).expect(400)).body.message).toBe(
        'This tour has one price per person: send tickets, not units',
      );
      const bare = await insertDestination(t.connection, { extras: [] });
      expect(
        (await book(tourBody(bare, { extras: true, cost: 141 })).expect(400)).body.message,
      ).toBe('This tour offers no extras');
    });

    it('keeps categories and extras the admin sends as JSON text, and gives a new tour the default extra', async () => {
      const image = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      const form = (fields: Record<string, string>) => {
        const req = t.http.post('/api/destination').set(admin());
        for (const [key, value] of Object.entries({ ...DESTINATION_FIELDS, ...fields }))
          void req.field(key, value);
        return req.attach('image', image, 'main.jpg');
      };
      const plain = await form({}).expect(201);
      expect(plain.body.data.priceCategories).toEqual([]);
      expect(plain.body.data.extras).toEqual([EXTRAS[0]]);
      const made = await form({
        priceCategories: JSON.stringify(CATEGORIES),
        extras: JSON.stringify(EXTRAS.slice(1)),
      }).expect(201);
      const read = await t.http.get(`/api/destination/${made.body.data._id as string}`).expect(200);
      expect(read.body.priceCategories).toEqual(CATEGORIES);
      expect(read.body.extras).toEqual([EXTRAS[1]]);
      expect(
        (await form({ priceCategories: '[{"key":"Adult!"}]' }).expect(400)).body.message,
      ).toContain('Each key must be 1 to 40 lower-case letters, digits or -');
      expect((await form({ extras: 'not json' }).expect(400)).body.message).toBe(
        'Extras must be a JSON list',
      );
      expect(
        (await form({ extras: JSON.stringify([EXTRAS[1], EXTRAS[1]]) }).expect(400)).body.message,
      ).toContain('Extras: each key must be used once');
    });
  });

  describe('promo codes', () => {
    it('previews and books a tour with a code in any case: the discount is taken off and the cost is the total', async () => {
      const destinationId = await operatorTour();
      const code = await addCode({ code: 'Family10', value: 10 });
      const seen = await preview({
        destinationId,
        units: FAMILY,
        extraKeys: ['lunch'],
        promoCode: 'family10',
      }).expect(200);
      // 115 + 3 x 12.50 = 152.50, 10% off: 15.25
      expect(seen.body).toMatchObject({
        price: { subtotal: 152.5, discount: 15.25, giftCard: 0, total: 137.25, currency: 'usd' },
        promoCode: 'Family10',
        tickets: 3,
        seats: 3,
      });
      // The undiscounted price is refused once a code is sent: cost is what the visitor pays.
      await book(
        familyBody(destinationId, { extraKeys: ['lunch'], promoCode: 'FAMILY10', cost: 152.5 }),
      ).expect(400);
      const res = await book(
        familyBody(destinationId, { extraKeys: ['lunch'], promoCode: 'FAMILY10', cost: 137.25 }),
      ).expect(201);
      expect(res.body.data).toMatchObject({
        cost: 137.25,
        promoCode: 'Family10',
        price: { subtotal: 152.5, discount: 15.25, total: 137.25 },
      });
      const list = await t.http
        .get(`/api/admin/promo-codes/${code._id}/uses`)
        .set(admin())
        .expect(200);
      expect(list.body.data).toEqual([
        expect.objectContaining({
          bookingKind: 'tour',
          bookingId: res.body.data._id,
          reference: res.body.data.reference,
          email: 'ana@example.com',
          discount: 15.25,
        }),
      ]);
      const all = await t.http.get('/api/admin/promo-codes').set(admin()).expect(200);
      expect(all.body.data.find((c: { _id: string }) => c._id === code._id)).toMatchObject({
        uses: 1,
      });
    });

    it('gives an amount off a stay, never more than its price', async () => {
      const offerId = await insertOffer(t.connection);
      await addCode({ code: 'STAY25', kind: 'amount', value: 25 });
      const seen = await t.http
        .post('/api/bookingapartment/price')
        .send({ offerId, guests: 1, nights: 2, promoCode: 'stay25' })
        .expect(200);
      expect(seen.body.price).toEqual({
        subtotal: 80,
        discount: 25,
        giftCard: 0,
        total: 55,
        currency: 'usd',
      });
      const res = await t.http
        .post('/api/bookingapartment')
        .send(stayBody(offerId, { promoCode: 'Stay25' }))
        .expect(201);
      expect(res.body.data).toMatchObject({
        totalCost: 80,
        price: { total: 55, discount: 25 },
        promoCode: 'STAY25',
      });
      await addCode({ code: 'HUGE', kind: 'amount', value: 500 });
      const huge = await t.http
        .post('/api/bookingapartment/price')
        .send({ offerId, guests: 1, nights: 2, promoCode: 'HUGE' })
        .expect(200);
      expect(huge.body.price).toMatchObject({ discount: 80, total: 0 });
    });

    it('applies a code limited to offers only to the stays of those offers, and never to a tour', async () => {
      const offerId = await insertOffer(t.connection);
      const other = await insertOffer(t.connection);
      const destinationId = await insertDestination(t.connection);
      const code = await addCode({ kind: 'percent', value: 50, offerIds: [offerId] });
      const stayPrice = (id: string) =>
        t.http
          .post('/api/bookingapartment/price')
          .send({ offerId: id, guests: 1, nights: 2, promoCode: code.code.toLowerCase() });
      expect((await stayPrice(offerId).expect(200)).body.price).toMatchObject({
        subtotal: 80,
        discount: 40,
        total: 40,
      });
      expect((await stayPrice(other).expect(400)).body.message).toBe(
        'This promo code does not apply to this stay',
      );
      await t.http
        .post('/api/bookingapartment')
        .send(stayBody(other, { promoCode: code.code }))
        .expect(400);
      expect(
        (await preview({ destinationId, tickets: 2, promoCode: code.code }).expect(400)).body
          .message,
      ).toBe('This promo code does not apply to this tour');
      const booked = await t.http
        .post('/api/bookingapartment')
        .send(stayBody(offerId, { promoCode: code.code }))
        .expect(201);
      expect(booked.body.data.price).toMatchObject({ discount: 40, total: 40 });
    });

    it('refuses, before booking and when booking, a code unknown, inactive, not yet valid, expired, for another tour or under its minimum', async () => {
      const destinationId = await operatorTour();
      const other = await insertDestination(t.connection);
      const day = 86_400_000;
      const cases: [Record<string, unknown> | null, string][] = [
        [null, 'This promo code does not exist'],
        [{ active: false }, 'This promo code is no longer active'],
        [
          { validFrom: new Date(Date.now() + day).toISOString() },
          'This promo code is not valid yet',
        ],
        [
          {
            validFrom: new Date(Date.now() - 2 * day).toISOString(),
            validUntil: new Date(Date.now() - day).toISOString(),
          },
          'This promo code has expired',
        ],
        [{ destinationIds: [other] }, 'This promo code does not apply to this tour'],
        [{ offerIds: [other] }, 'This promo code does not apply to this tour'],
        [{ minTotal: 115.01 }, 'This promo code needs an order of at least $115.01'],
      ];
      for (const [fields, message] of cases) {
        const promoCode = fields ? (await addCode(fields)).code : 'NOSUCHCODE';
        expect(
          (await preview({ destinationId, units: FAMILY, promoCode }).expect(400)).body.message,
        ).toBe(message);
        expect(
          (await book(familyBody(destinationId, { promoCode, cost: 103.5 })).expect(400)).body
            .message,
        ).toBe(message);
      }
      // Exactly the minimum, for this tour, within its dates: it applies.
      const fits = await addCode({
        minTotal: 115,
        destinationIds: [destinationId],
        validUntil: new Date(Date.now() + day).toISOString(),
      });
      await book(familyBody(destinationId, { promoCode: fits.code, cost: 103.5 })).expect(201);
      expect(
        await t.connection
          .collection('tour_bookings')
          .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(1);
    });

    it('refuses a code used up, in total or by one address, with 409 and nothing booked', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 100 });
      const total = await addCode({ maxUses: 2 });
      for (const email of ['a@example.com', 'b@example.com']) {
        await book(tourBody(destinationId, { email, promoCode: total.code, cost: 81.9 })).expect(
          201,
        );
      }
      const previewed = await preview({ destinationId, tickets: 2, promoCode: total.code }).expect(
        409,
      );
      expect(previewed.body.message).toBe('This promo code has been used up');
      const third = await book(
        tourBody(destinationId, { email: 'c@example.com', promoCode: total.code, cost: 81.9 }),
      ).expect(409);
      expect(third.body.message).toBe('This promo code has been used up');

      const perEmail = await addCode({ maxUsesPerEmail: 1 });
      await book(
        tourBody(destinationId, { email: 'D@example.com', promoCode: perEmail.code, cost: 81.9 }),
      ).expect(201);
      expect(
        (
          await preview({
            destinationId,
            tickets: 2,
            promoCode: perEmail.code,
            email: 'd@example.com',
          }).expect(409)
        ).body.message,
      ).toBe('This promo code was already used with this email address');
      expect(
        (
          await book(
            tourBody(destinationId, {
              email: 'd@EXAMPLE.com',
              promoCode: perEmail.code,
              cost: 81.9,
            }),
          ).expect(409)
        ).body.message,
      ).toBe('This promo code was already used with this email address');
      await book(
        tourBody(destinationId, { email: 'e@example.com', promoCode: perEmail.code, cost: 81.9 }),
      ).expect(201);
      // No seats were taken by the refused bookings: 4 bookings of 2.
      const claims = await t.connection
        .collection('seat_claims')
        .countDocuments({ slot: { $regex: destinationId } });
      expect(claims).toBe(8);
    });

    it('lets exactly maxUses of 100 bookings sent at once take a code', async () => {
      const destinationId = await insertDestination(t.connection, {
        capacityPerSlot: 1000,
        CostPerPerson: 10,
      });
      const code = await addCode({ maxUses: 7, value: 50 });
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          book({
            ...tourBody(destinationId, { tickets: 1, email: `racer${i}@example.com` }),
            promoCode: code.code,
            cost: 5,
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(7);
      expect(statuses.filter((s) => s === 409)).toHaveLength(93);
      expect(await uses(code._id)).toBe(7);
      expect(
        await t.connection
          .collection('tour_bookings')
          .countDocuments({ destinationId: new Types.ObjectId(destinationId) }),
      ).toBe(7);
    });

    it('gives a use back when its booking is cancelled, and when its hold lapses', async () => {
      const destinationId = await insertDestination(t.connection);
      const code = await addCode({ maxUses: 1 });
      const first = await book(
        tourBody(destinationId, { email: 'first@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(201);
      await book(
        tourBody(destinationId, { email: 'second@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(409);
      // Cancelled by its manage link: the use is free again.
      const { token, hash } = newManageToken();
      const id = new Types.ObjectId(first.body.data._id as string);
      await t.connection
        .collection('tour_bookings')
        .updateOne({ _id: id }, { $set: { manageTokenHash: hash } });
      await t.http
        .post('/api/bookings/manage/cancel')
        .send({ ref: first.body.data.reference, token })
        .expect(200);
      expect(await uses(code._id)).toBe(0);
      const second = await book(
        tourBody(destinationId, { email: 'second@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(201);
      expect(second.body.data.status).toBe('held');

      // Its hold lapses and the sweep expires it: the use is free again.
      const held = new Types.ObjectId(second.body.data._id as string);
      const past = new Date(Date.now() - 5 * 60_000);
      await t.connection
        .collection('tour_bookings')
        .updateOne({ _id: held }, { $set: { holdExpiresAt: past } });
      await t.connection
        .collection('seat_claims')
        .updateMany({ bookingId: held }, { $set: { expiresAt: past } });
      expect(await t.app.get(TourBookingsService).lifecycle.sweep()).toBeGreaterThanOrEqual(1);
      expect(await uses(code._id)).toBe(0);
      await book(
        tourBody(destinationId, { email: 'third@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(201);
      expect(await uses(code._id)).toBe(1);
    });

    it("claims a restored booking's use again, and refuses the restore when the code was used up meanwhile", async () => {
      const destinationId = await insertDestination(t.connection);
      const code = await addCode({ maxUses: 1 });
      const restore = (id: string) =>
        t.http.post(`/api/admin/deleted/tour-booking/${id}/restore`).set(admin());
      const first = await book(
        tourBody(destinationId, { email: 'kept@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(201);
      const firstId = first.body.data._id as string;
      await t.http.delete(`/api/deleteBooking/${firstId}`).set(admin()).expect(200);
      expect(await uses(code._id)).toBe(0);

      // Its use went to another booking while it was deleted: it cannot come back with its discount.
      const second = await book(
        tourBody(destinationId, { email: 'taker@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(201);
      const refused = await restore(firstId).expect(409);
      expect(refused.body.message).toBe(
        `The promo code ${code.code} of this booking was used up meanwhile, so this booking cannot be restored.`,
      );
      expect(
        await t.connection
          .collection('tour_bookings')
          .countDocuments({ _id: new Types.ObjectId(firstId) }),
      ).toBe(0);
      expect(
        await t.connection
          .collection('seat_claims')
          .countDocuments({ bookingId: new Types.ObjectId(firstId) }),
      ).toBe(0);
      expect(await uses(code._id)).toBe(1);

      // Free again: the restore claims the use for it, and a later delete gives that use back.
      await t.http
        .delete(`/api/deleteBooking/${second.body.data._id as string}`)
        .set(admin())
        .expect(200);
      await restore(firstId).expect(200);
      const held = await t.http
        .get(`/api/admin/promo-codes/${code._id}/uses`)
        .set(admin())
        .expect(200);
      expect(held.body.data).toEqual([
        expect.objectContaining({ bookingId: firstId, reference: first.body.data.reference }),
      ]);
      const stored = await t.connection
        .collection('tour_bookings')
        .findOne({ _id: new Types.ObjectId(firstId) });
      expect(stored!.promo.useIds).toEqual([held.body.data[0]._id]);
      await book(
        tourBody(destinationId, { email: 'late@example.com', promoCode: code.code, cost: 81.9 }),
      ).expect(409);
      await t.http.delete(`/api/deleteBooking/${firstId}`).set(admin()).expect(200);
      expect(await uses(code._id)).toBe(0);
    });

    it('lets the admin edit and deactivate a code, audited, and refuses bad codes', async () => {
      const code = await addCode({ code: 'EDITME', maxUses: 5, minTotal: 20 });
      const edited = await t.http
        .patch(`/api/admin/promo-codes/${code._id}`)
        .set(admin())
        .send({ value: 15, maxUses: null, active: false })
        .expect(200);
      expect(edited.body.data).toMatchObject({
        code: 'EDITME',
        value: 15,
        active: false,
        minTotal: 20,
      });
      expect(edited.body.data.maxUses).toBeUndefined();
      const audit = await t.connection
        .collection('audit_entries')
        .find({ kind: 'promo-code', record: code._id })
        .toArray();
      expect(audit.map((e) => e.action).sort()).toEqual(['created', 'updated']);

      for (const [body, message] of [
        [
          { code: 'editme', kind: 'percent', value: 5 },
          'A promo code with this code already exists',
        ],
        [{ code: 'x', kind: 'percent', value: 5 }, 'Code must be 3 to 40 letters, digits, - or _'],
        [{ code: 'BIG', kind: 'percent', value: 101 }, 'A percentage must be at most 100'],
        [{ code: 'ZERO', kind: 'amount', value: 0 }, 'Value must be a number above 0'],
        [
          {
            code: 'DATES',
            kind: 'amount',
            value: 5,
            validFrom: '2027-01-02T00:00:00Z',
            validUntil: '2027-01-01T00:00:00Z',
          },
          'validUntil must be after validFrom',
        ],
      ] as const) {
        const res = await t.http.post('/api/admin/promo-codes').set(admin()).send(body).expect(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      await t.http.get('/api/admin/promo-codes').expect(401);
      await t.http
        .patch(`/api/admin/promo-codes/${new Types.ObjectId().toString()}`)
        .set(admin())
        .send({ active: true })
        .expect(404);
    });
  });
});
