// The site in German and Spanish: each language has its own addresses (/de/..., /es/...), rendered on the
// server in that language with its `lang`, its alternates and its structured data, and listed in the sitemap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminTokenOf,
  mailText,
  randomFutureDay,
  screenshot,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';
import { pageReader } from './support/fetch-page.mjs';

const { env, browser, demo } = useTestSite({ demo: true });
const fetchPage = pageReader(() => env.baseUrl);

test('a German tour page and the Spanish home arrive rendered in their language, with lang, alternates and JSON-LD', async () => {
  const { tour } = demo;
  const path = `/TourPage/${tour._id}`;
  // The admin gives the tour a German title (the description stays English).
  const form = new FormData();
  form.set(
    'translations',
    JSON.stringify({ de: { title: `Deutsch: ${tour.title}`.slice(0, 100) } }),
  );
  const saved = await fetch(`${env.baseUrl}/api/updateDestination/${tour._id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await adminTokenOf(env)}` },
    body: form,
  });
  assert.equal(saved.status, 200, await saved.text());
  const german = await fetchPage(`/de${path}`);
  assert.equal(german.status, 200);
  assert.match(german.headers.get('x-render') ?? '', /^server/);
  assert.equal(german.lang, 'de');
  assert.ok(german.text.includes('Startseite'), 'the navbar in German');
  assert.ok(german.text.includes(`Deutsch: ${tour.title}`.slice(0, 100)), 'its German title');
  assert.match(
    german.html,
    /<p class="bk-tour__description" lang="en">/,
    'the English fallback marked',
  );
  assert.ok(german.title.startsWith('Deutsch: '), 'the page title in German');
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
  assert.ok(english.text.includes(tour.title), 'the English title on the English page');
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

test('a visitor switches a tour page to Spanish, stays on it, books, and gets the mail in Spanish', async () => {
  const { tour } = demo;
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The language menu (a disclosure in the navbar; behind the menu button on a phone).
  const burger = page.getByRole('button', { name: 'Site menu' });
  if (await burger.isVisible()) await burger.click();
  await page.locator('.sh-lang__toggle').click();
  await page.getByRole('link', { name: 'Español' }).click();
  await page.waitForURL(`${env.baseUrl}/es/TourPage/${tour._id}`);
  assert.equal(await page.locator('html').getAttribute('lang'), 'es');

  const form = page.getByRole('form', { name: 'Reservar este tour' });
  await form.getByLabel('Nombre').fill('Visitante Español');
  await form.getByLabel('Correo electrónico').fill('visitante.es@example.com');
  await form.getByLabel('Fecha').fill(randomFutureDay());
  await form.getByRole('radio', { name: /^10:30 / }).check();
  await form.getByLabel('Entradas').fill('2');
  await form.getByRole('button', { name: 'Reservar ahora' }).click();
  await page.getByText('¡Reserva enviada correctamente!').waitFor();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  assert.match(reference, /^TB-[A-Z0-9]+$/);
  await screenshot(page, 'languages-booked-es');

  const mail = await env.mail.waitFor(
    (m) => m.to.includes('visitante.es@example.com') && mailText(m.raw).includes(reference),
  );
  const text = mailText(mail.raw);
  assert.match(text, /Subject: Confirme su reserva/, 'the booking mail is written in Spanish');
  assert.match(text, /Gracias por su reserva/);
  assert.match(
    text,
    new RegExp(`/es/booking/manage\\?ref=${reference}`),
    'its link opens the Spanish page',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('prices show in euros when the visitor picks them, marked approximate, and what is charged in dollars', async () => {
  const token = await adminTokenOf(env);
  const saved = await fetch(`${env.baseUrl}/api/admin/currencies`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ currencies: [{ code: 'EUR', rate: 0.5 }] }),
  });
  assert.equal(saved.status, 200, await saved.text());

  const { tour } = demo;
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  const burger = page.getByRole('button', { name: 'Site menu' });
  if (await burger.isVisible()) await burger.click();
  await page.locator('.sh-lang__toggle').click();
  await page.getByRole('button', { name: 'EUR' }).click();
  await page.waitForLoadState('load');
  const price = page.getByTestId('tour-price');
  await price.getByText(/^≈ €/).waitFor();
  assert.match(await price.textContent(), new RegExp((Number(tour.CostPerPerson) / 2).toFixed(2)));

  // The form's total: converted, and what is charged in the site's currency beside it.
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.getByLabel('Tickets').fill('2');
  const total = form.getByTestId('tour-cost');
  await total.getByText(/^≈ €.* · you pay \$/).waitFor();
  assert.match(
    await total.textContent(),
    new RegExp(`you pay \\$${(Number(tour.CostPerPerson) * 2).toFixed(2)}`),
  );
  // The server renders the same: the chosen currency is a cookie, and such pages are kept apart.
  const cookies = await browser.context.cookies();
  assert.ok(cookies.some((cookie) => cookie.name === 'currency' && cookie.value === 'EUR'));
  const rendered = await fetch(`${env.baseUrl}/TourPage/${tour._id}`, {
    headers: { cookie: 'currency=EUR' },
  }).then((response) => response.text());
  assert.match(rendered, /≈ €/);
  const plain = await fetch(`${env.baseUrl}/TourPage/${tour._id}`).then((r) => r.text());
  assert.doesNotMatch(plain, /≈ €/);
  await browser.context.clearCookies();
  assert.deepEqual(errors, []);
  await page.close();
});
