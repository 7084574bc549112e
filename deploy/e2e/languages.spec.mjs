// The site in German and Spanish: each language has its own addresses (/de/..., /es/...), rendered on the
// server in that language with its `lang`, its alternates and its structured data, and listed in the sitemap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useTestSite } from './support/harness.mjs';
import { pageReader } from './support/fetch-page.mjs';

const { env, demo } = useTestSite({ browser: false, demo: true });
const fetchPage = pageReader(() => env.baseUrl);

test('a German tour page and the Spanish home arrive rendered in their language, with lang, alternates and JSON-LD', async () => {
  const { tour } = demo;
  const path = `/TourPage/${tour._id}`;
  const german = await fetchPage(`/de${path}`);
  assert.equal(german.status, 200);
  assert.match(german.headers.get('x-render') ?? '', /^server/);
  assert.equal(german.lang, 'de');
  assert.ok(german.text.includes('Startseite'), 'the navbar in German');
  assert.ok(german.text.includes(tour.title), 'the tour itself');
  assert.deepEqual(german.alternates, {
    en: `${env.baseUrl}${path}`,
    de: `${env.baseUrl}/de${path}`,
    es: `${env.baseUrl}/es${path}`,
    'x-default': `${env.baseUrl}${path}`,
  });
  assert.equal(german.canonical, `${env.baseUrl}/de${path}`);
  assert.ok(
    german.jsonLd.some((data) => data['@type'] === 'TouristTrip'),
    'the tour as schema.org data',
  );

  const spanish = await fetchPage('/es/');
  assert.equal(spanish.status, 200);
  assert.equal(spanish.lang, 'es');
  assert.ok(spanish.text.includes('Descubra su próximo viaje'), 'the hero in Spanish');
  assert.ok(spanish.title.startsWith('Travel & Tours'));
  assert.equal(spanish.alternates.de, `${env.baseUrl}/de`);

  // English keeps the spec's addresses and words.
  const english = await fetchPage(path);
  assert.equal(english.lang, 'en');
  assert.ok(english.text.includes('Home'));
});

test("each language's pages are cached apart, and the sitemap lists every language", async () => {
  const [english, german] = [await fetchPage('/faqs'), await fetchPage('/de/faqs')];
  assert.ok(english.title.startsWith('Frequently asked questions'));
  assert.ok(german.title.startsWith('Häufig gestellte Fragen'), german.title);
  assert.equal((await fetchPage('/faqs')).lang, 'en', 'the English page stays English');

  const sitemap = await (await fetch(`${env.baseUrl}/sitemap.xml`)).text();
  for (const prefix of ['', '/de', '/es']) {
    assert.match(
      sitemap,
      new RegExp(`<loc>https?://[^/<]+${prefix}/TourPage/${demo.tour._id}</loc>`),
      `the sitemap lists the ${prefix || 'English'} tour page`,
    );
  }
  assert.match(sitemap, /hreflang="de"/);
});
