import sharp from 'sharp';
import { DESTINATION_FIELDS, OFFER_FIELDS } from './utils/catalog-fields';
import { useTestApp } from './utils/test-app';

/** Translated catalog content (catalog/translations.ts): admin writes, reads per language, caches, search. */
describe('catalog translations', () => {
  const t = useTestApp({ signIn: 'admin' });
  let image: Buffer;
  let tour: string;

  const asAdmin = <R extends { set(name: string, value: string): R }>(request: R) =>
    request.set('Authorization', `Bearer ${t.token}`);
  const readTour = (language?: string, path = `/api/destination/${tour}`) => {
    const request = t.http.get(path);
    return language ? request.set('Accept-Language', language) : request;
  };

  beforeAll(async () => {
    image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const created = await asAdmin(t.http.post('/api/destination'))
      .field({
        ...DESTINATION_FIELDS,
        included: '["Licensed guide","Lunch"]',
        translations: JSON.stringify({
          de: { title: ' Sonnenuntergang über Oia ', description: '' },
          es: { title: 'Atardecer en Oia', included: 'Guía con licencia, Almuerzo' },
        }),
      })
      .attach('image', image, 'a.png')
      .expect(201);
    tour = created.body.data._id;
    // What the admin sent is kept whole, trimmed, an empty text left out.
    expect(created.body.data.translations).toEqual({
      de: { title: 'Sonnenuntergang über Oia' },
      es: { title: 'Atardecer en Oia', included: ['Guía con licencia', 'Almuerzo'] },
    });
  });

  it('serves German fields where they exist and English for the rest, naming those', async () => {
    const { body, headers } = await readTour('de-AT,de;q=0.9,en;q=0.5').expect(200);
    expect(body.title).toBe('Sonnenuntergang über Oia');
    expect(body.description).toBe(DESTINATION_FIELDS.description);
    expect(body.included).toEqual(['Licensed guide', 'Lunch']);
    // Only fields with an English text can be untranslated (no notes, no policy here).
    expect(body.untranslated).toEqual(['description', 'included']);
    expect(body).not.toHaveProperty('translations');
    expect(headers.vary).toMatch(/Accept-Language/i);

    const spanish = await readTour(undefined, `/api/destination/${tour}?lang=es`).expect(200);
    expect(spanish.body.title).toBe('Atardecer en Oia');
    expect(spanish.body.included).toEqual(['Guía con licencia', 'Almuerzo']);
    expect(spanish.body.untranslated).toEqual(['description']);

    const english = await readTour('fr, en;q=0.1').expect(200);
    expect(english.body.title).toBe(DESTINATION_FIELDS.title);
    expect(english.body.untranslated).toEqual([]);
  });

  it('answers lists in the language too, and the admin every translation with what each lacks', async () => {
    const list = await readTour('de', '/api/destination').expect(200);
    expect(list.body.map((d: { title: string }) => d.title)).toEqual(['Sonnenuntergang über Oia']);

    const all = await readTour('de', `/api/destination?translations=all`).expect(200);
    expect(all.body[0].title).toBe(DESTINATION_FIELDS.title);
    expect(all.body[0].translations.es.title).toBe('Atardecer en Oia');
    expect(all.body[0].missingTranslations).toEqual({
      de: ['description', 'included'],
      es: ['description'],
    });
    await t.http.get(`/api/destination?translations=some`).expect(400);
  });

  it('keeps each language apart in the response cache, and drops them all on an edit', async () => {
    for (let round = 0; round < 2; round++) {
      const [de, en, es] = await Promise.all(
        ['de', 'en', 'es'].map(async (language) => (await readTour(language).expect(200)).body),
      );
      expect([de.title, en.title, es.title]).toEqual([
        'Sonnenuntergang über Oia',
        DESTINATION_FIELDS.title,
        'Atardecer en Oia',
      ]);
    }
    const german = await readTour('de').expect(200);
    const english = await readTour('en').expect(200);
    expect(german.headers.etag).not.toBe(english.headers.etag);
    // A client holding the English answer asking in German gets the German one, not a 304.
    await readTour('de').set('If-None-Match', String(english.headers.etag)).expect(200);
    await readTour('de').set('If-None-Match', String(german.headers.etag)).expect(304);

    await asAdmin(t.http.patch(`/api/updateDestination/${tour}`))
      .field({
        translations: JSON.stringify({
          de: { title: 'Oia am Abend', description: 'Weiße Häuser.' },
        }),
      })
      .expect(200);
    const edited = await readTour('de').expect(200);
    expect(edited.body.title).toBe('Oia am Abend');
    expect(edited.body.untranslated).toEqual(['included']);
    // Sent whole: the Spanish texts the edit left out are gone.
    const spanish = await readTour('es').expect(200);
    expect(spanish.body.title).toBe(DESTINATION_FIELDS.title);
    expect(spanish.body.untranslated).toEqual(['title', 'description', 'included']);
    // An edit without translations keeps them.
    await asAdmin(t.http.patch(`/api/updateDestination/${tour}`))
      .field({ location: 'Greece' })
      .expect(200);
    expect((await readTour('de').expect(200)).body.title).toBe('Oia am Abend');
  });

  it('finds a tour by its Spanish text, answering in the language asked', async () => {
    await asAdmin(t.http.patch(`/api/updateDestination/${tour}`))
      .field({
        translations: JSON.stringify({
          de: { title: 'Oia am Abend' },
          es: { title: 'Atardecer en Oia' },
        }),
      })
      .expect(200);
    const spanish = await t.http
      .get('/api/search')
      .query({ q: 'atardecer' })
      .set('Accept-Language', 'es')
      .expect(200);
    expect(spanish.body.data.destinations.map((d: { title: string }) => d.title)).toEqual([
      'Atardecer en Oia',
    ]);
    const english = await t.http.get('/api/search').query({ q: 'ATARDECER' }).expect(200);
    expect(english.body.data.destinations.map((d: { title: string }) => d.title)).toEqual([
      DESTINATION_FIELDS.title,
    ]);
    expect(english.body.data.destinations[0].untranslated).toEqual([]);
    const none = await t.http.get('/api/search').query({ q: 'Sonnenuntergang' }).expect(200);
    expect(none.body.total).toBe(0);
  });

  it('translates offers, hotels and blog posts the same way', async () => {
    const offer = await asAdmin(t.http.post('/api/offers'))
      .field({
        ...OFFER_FIELDS,
        features: 'Wifi, Pool',
        translations: JSON.stringify({
          de: { title: 'Frühlingsreise', features: ['WLAN', 'Pool'] },
        }),
      })
      .attach('Image', image, 'a.png')
      .expect(201);
    const read = await readTour('de', `/api/offer/${offer.body.data._id}`).expect(200);
    expect(read.body.data).toMatchObject({
      title: 'Frühlingsreise',
      features: ['WLAN', 'Pool'],
      untranslated: ['RoomType', 'TrendingOffers', 'description'],
    });

    await asAdmin(t.http.post('/api/Blog'))
      .field({
        Title: 'Crete in spring',
        Content: 'Long text',
        description: 'Short text',
        translations: JSON.stringify({ es: { Title: 'Creta en primavera', description: 'Texto' } }),
      })
      .attach('Image', image, 'a.png')
      .expect(201);
    const blog = await readTour('es', '/api/Blog?page=1').expect(200);
    expect(blog.body.data[0]).toMatchObject({
      Title: 'Creta en primavera',
      Content: 'Long text',
      description: 'Texto',
      untranslated: [],
    });

    const hotel = await asAdmin(t.http.post('/api/hotel'))
      .field({
        hotelName: 'Harbour Inn',
        location: 'Lisbon',
        pricePerNight: '80',
        description: 'By the river.',
        translations: JSON.stringify({ de: { description: 'Am Fluss.' } }),
      })
      .attach('image', image, 'a.png')
      .expect(201);
    const hotelRead = await readTour('de', `/api/hotel/${hotel.body.data._id}`).expect(200);
    expect(hotelRead.body).toMatchObject({ hotelName: 'Harbour Inn', description: 'Am Fluss.' });
    expect(hotelRead.body.untranslated).toEqual([]);
  });

  it.each([
    [{ de: { title: 'x'.repeat(101) } }, 'Title in German must be at most 100 characters'],
    [{ es: { included: 'not a list' } }, null], // comma text is a list: accepted
    [{ es: { included: [1, 2] } }, 'Included in Spanish must be a list of text'],
    [
      { es: { languages: Array.from({ length: 21 }, (_, i) => `L${i}`) } },
      'Languages in Spanish may have at most 20 items',
    ],
    [{ fr: { title: 'Coucher de soleil' } }, 'Translations are for de and es only, not "fr"'],
    [
      { de: { price: '10' } },
      '"price" has no translations; translated fields: title, description, included, notIncluded, whatToBring, accessibilityNotes, languages, cancellationPolicy',
    ],
    [{ de: 'Titel' }, 'German translations must be an object of fields'],
    [
      ['de'],
      'Translations must be an object of languages (de and es), each of fields and their texts',
    ],
    [{ de: { title: { $gt: '' } } }, 'Title in German must be text'],
  ])('checks translations like the English fields: %j', async (translations, message) => {
    const before = (await readTour(undefined, `/api/destination/${tour}?translations=all`)).body;
    const response = await asAdmin(t.http.patch(`/api/updateDestination/${tour}`)).field({
      translations: JSON.stringify(translations),
    });
    if (message === null) {
      expect(response.status).toBe(200);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    // Nothing half-written.
    const after = (await readTour(undefined, `/api/destination/${tour}?translations=all`)).body;
    expect(after.translations).toEqual(before.translations);
  });

  it('refuses translations that are not JSON, with a 400', async () => {
    const response = await asAdmin(t.http.patch(`/api/updateDestination/${tour}`))
      .field({ translations: '{de: title}' })
      .expect(400);
    expect(response.body.message).toMatch(/^Translations must be JSON such as/);
    await asAdmin(t.http.patch(`/api/updateDestination/${tour}`))
      .send({ translations: { de: { title: 'x'.repeat(101) } } })
      .expect(400);
  });

  it('refuses translations from anyone but an admin', async () => {
    const user = await t.signIn('user');
    const form = { translations: JSON.stringify({ de: { title: 'Gehackt' } }) };
    await t.http
      .patch(`/api/updateDestination/${tour}`)
      .set('Authorization', `Bearer ${user}`)
      .field(form)
      .expect(403);
    await t.http.patch(`/api/updateDestination/${tour}`).field(form).expect(401);
    expect((await readTour('de').expect(200)).body.title).not.toBe('Gehackt');
  });
});
