// The content an operator publishes about a tour: set in the admin's destination form (Tour content), shown on
// the server-rendered tour page before booking, and carried by its JSON-LD (duration in ISO 8601, the meeting
// point as its location). Screenshots of the tour page and of the form at 1366x900 and 390x844.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminPageOf, shotsAtBothSizes, useTestSite, watchConsole } from './support/harness.mjs';

const { env, browser, demo } = useTestSite({ demo: true });

/** The JSON-LD objects of a page as the server sends it (what crawlers read). */
function jsonLdOf(html) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]),
  );
}

test('an admin publishes a meeting point and duration; the server-rendered tour page and its JSON-LD carry them', async () => {
  const tour = demo.tour;
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/Admin/destinationView`);
  await page.getByRole('table').waitFor();
  await page.getByRole('button', { name: `Edit ${tour.destination}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Destination' });
  await form.getByRole('group', { name: 'Tour content' }).waitFor();
  await form.getByLabel('Meeting Point Address').fill('Fountain in the main square');
  await form.getByLabel('Map Pin Latitude').fill('36.4618');
  await form.getByLabel('Map Pin Longitude').fill('25.3753');
  await form.getByLabel('Duration Hours').fill('3');
  await form.getByLabel('Duration Minutes').fill('15');
  await form.getByLabel('What to Bring').fill('Sunglasses\nCamera');
  await shotsAtBothSizes(page, 'tour-content-admin-form');
  await form.getByRole('button', { name: 'Update Destination' }).click();
  await page.getByText('Destination updated successfully').first().waitFor();

  const html = await (await fetch(`${env.baseUrl}/TourPage/${tour._id}`)).text();
  assert.match(html, /Fountain in the main square/, 'the meeting point is in the rendered page');
  assert.match(html, /3 hours 15 minutes/);
  assert.match(html, /Sunglasses/);
  const trip = jsonLdOf(html).find((data) => data['@type'] === 'TouristTrip');
  assert.ok(trip, 'TouristTrip JSON-LD');
  assert.equal(trip.duration, 'PT3H15M');
  assert.deepEqual(trip.location, {
    '@type': 'Place',
    name: 'Meeting point',
    address: 'Fountain in the main square',
    geo: { '@type': 'GeoCoordinates', latitude: 36.4618, longitude: 25.3753 },
  });

  const visitor = await browser.context.newPage();
  await visitor.goto(`${env.baseUrl}/TourPage/${tour._id}`);
  const content = visitor.getByTestId('tour-content');
  await content.getByText('Fountain in the main square').waitFor();
  assert.equal(
    await content
      .getByRole('link', { name: 'Open the meeting point on a map' })
      .getAttribute('href'),
    'https://www.openstreetmap.org/?mlat=36.4618&mlon=25.3753#map=17/36.4618/25.3753',
  );
  await visitor.getByTestId('tour-duration').getByText('3 hours 15 minutes').waitFor();
  await shotsAtBothSizes(visitor, 'tour-content-tour-page');
  assert.deepEqual(errors, []);
  await visitor.close();
  await page.close();
});
