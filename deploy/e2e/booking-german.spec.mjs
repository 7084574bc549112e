// The booking remote in German on the production build, at a phone's and a laptop's size: the tour page with a
// tour sold by category (its counts, extras, promo code and gift card fields and the price breakdown in German
// words and amounts) and the stay form on an offer page with its nights calendar. German words are the longest
// of the site's languages: nothing may run past the screen's edge. Each screen is shot at both sizes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminTokenOf,
  DESKTOP,
  networkQuiet,
  PHONE,
  PNG,
  randomFutureDay,
  screenshot,
  signedOutPageOf,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

let token;
const { env, browser } = useTestSite({
  setUp: async () => {
    token = await adminTokenOf(env);
  },
});

const tag = Date.now().toString(36).slice(-5).toUpperCase();

/** A tour sold by category with two extras, made through the admin's API as its form sends it. */
async function tourByCategory(title) {
  const form = new FormData();
  const fields = {
    destination: title,
    location: 'Portugal',
    title,
    description: 'Trams, tiles and the river.',
    price: '60',
    CostPerPerson: '60',
    priceCategories: JSON.stringify([
      { key: 'adult', name: 'Erwachsene', price: 1245, takesSeat: true },
      {
        key: 'child',
        name: 'Kinder (4-11)',
        price: 25,
        takesSeat: true,
        ageNote: '4 bis 11 Jahre',
      },
      { key: 'infant', name: 'Kleinkinder (0-3)', price: 0, takesSeat: false },
    ]),
    extras: JSON.stringify([
      {
        key: 'extra-offers',
        name: 'Zusatzangebote',
        description: 'Mehr zu Ihrer Tour',
        price: 50,
        per: 'booking',
      },
      {
        key: 'lunch',
        name: 'Mittagessen am Hafen',
        description: 'Fisch und Wein',
        price: 12.5,
        per: 'person',
      },
    ]),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const response = await fetch(`${env.baseUrl}/api/destination`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 201, JSON.stringify(body));
  return body.data;
}

/** Intl writes a no-break space before the currency sign. */
const spaced = (text) => text?.replace(/\u00a0/g, ' ');

/** The elements that run past the right edge of the screen, named by tag and class (none on a good page). */
function overflowing(page) {
  return page.evaluate(() => {
    const width = globalThis.document.documentElement.clientWidth;
    return [...globalThis.document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('.sh-visually-hidden, [aria-hidden="true"]'))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

/**
 * The shell offers the browser's language (English here) on a German page: declined, so that its bar does not
 * cover the form in the pictures.
 */
async function declineLanguageOffer(page) {
  const decline = page.getByRole('button', { name: 'No, thanks' });
  await decline.click({ timeout: 5000 }).catch(() => undefined);
}

/** Shoots the page at the phone's and the laptop's size, after checking that nothing overflows at either. */
async function shootWithoutOverflow(page, name) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    assert.deepEqual(await overflowing(page), [], `${name} at ${size.name}`);
    await screenshot(page, `${name}-${size.name}`);
  }
}

test('the tour page and its booking form in German, with the breakdown, fit a phone and a laptop', async () => {
  const tour = await tourByCategory(`Lissabon nach Kategorie ${tag}`);
  const page = await signedOutPageOf(browser, env);
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${env.baseUrl}/de/TourPage/${tour._id}`);
  const form = page.getByRole('form', { name: 'Diese Tour buchen' });
  await form.waitFor();
  assert.equal(spaced(await page.getByTestId('tour-price').textContent()), '1.245,00 $');
  await networkQuiet(page);
  await declineLanguageOffer(page);
  await shootWithoutOverflow(page, 'booking-german-tour-page');

  await form.getByLabel('Name', { exact: true }).fill('Familie Müller-Lüdenscheidt');
  await form.getByLabel('E-Mail', { exact: true }).fill(`familie.${tag.toLowerCase()}@example.com`);
  await form.getByLabel('Datum').fill(randomFutureDay());
  await form.getByRole('radio').first().check();
  const counts = form.getByTestId('category-counts');
  await counts.getByLabel(/^Erwachsene/).fill('2');
  await counts.getByLabel(/^Kinder \(4-11\)/).fill('1');
  await form.getByLabel('Zusatzangebote hinzufügen (+50,00 $)').check();
  await form.getByLabel('Mittagessen am Hafen hinzufügen (+12,50 $ pro Person)').check();
  // 2 x 1245 + 25 + 50 + 3 x 12.50 = 2602.50
  assert.equal(spaced(await form.getByTestId('tour-cost').textContent()), '2.602,50 $');
  await form.getByLabel('Aktionscode').fill('GIBTESNICHT');
  await form.getByRole('button', { name: 'Einlösen' }).first().click();
  await form.getByTestId('promo-status').filter({ hasText: /\S/ }).waitFor();
  await form.getByRole('button', { name: 'Jetzt buchen' }).scrollIntoViewIfNeeded();
  await shootWithoutOverflow(page, 'booking-german-tour-form-breakdown');

  // Sent half-filled: the messages are German, and still fit.
  await form.getByLabel('Name', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Jetzt buchen' }).click();
  await form.getByText('Bitte geben Sie Ihren Namen ein').first().waitFor();
  await shootWithoutOverflow(page, 'booking-german-tour-form-messages');
  // The refused code's 400 is the one error the page may log: the code was made up.
  assert.deepEqual(
    errors.filter((error) => !error.includes('/api/booking/price')),
    [],
  );
});

test('the stay form and its nights calendar in German fit a phone and a laptop', async () => {
  const offer = (await fetch(`${env.baseUrl}/api/offer`).then((r) => r.json())).data[0];
  assert.ok(offer, 'the test site should have an offer');
  const page = await signedOutPageOf(browser, env);
  await page.setViewportSize(PHONE);
  await page.goto(`${env.baseUrl}/de/OfferDetails/${offer._id}`);
  // The offer page loads the booking form once it comes near the screen.
  await page.locator('.cat-offer-details__booking').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Ihren Aufenthalt buchen' });
  await form.waitFor();
  await form.getByTestId('nights-calendar').waitFor();
  await networkQuiet(page);
  await declineLanguageOffer(page);
  await shootWithoutOverflow(page, 'booking-german-stay-form');

  const checkIn = randomFutureDay();
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 3 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await form.getByLabel('Anreise', { exact: true }).fill(checkIn);
  await form.getByLabel('Abreise', { exact: true }).fill(checkOut);
  await form.getByTestId('stay-nights').waitFor();
  assert.equal(await form.getByTestId('stay-nights').textContent(), '3');
  await form.getByRole('button', { name: 'Aufenthalt buchen' }).scrollIntoViewIfNeeded();
  await shootWithoutOverflow(page, 'booking-german-stay-form-quote');
});
