// A tour's schedule on the production build: the admin gives a tour a season with its own times and a
// closed date in the destination's Schedule editor, and the tour page follows: a date in the season offers the
// season's times, the closed date offers none and says so, a date outside both the tour's own times. The
// editor is shot at a laptop and a phone size; axe finds no serious or critical issue in it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './support/accessibility.mjs';
import {
  adminPageOf,
  DESKTOP,
  isoDay,
  shotsAtBothSizes,
  useTestSite,
  watchConsole,
} from './support/harness.mjs';

const { env, browser } = useTestSite();

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SUMMER = ['09:00', '11:00', '16:00'];

test('an admin sets a season and a closed date; the tour page offers the times the schedule runs', async () => {
  const destinations = await (await fetch(`${env.baseUrl}/api/destination`)).json();
  // One whose row name is its own, so that its Edit button is the one pressed.
  const destination = destinations.find(
    (d) => destinations.filter((other) => other.destination === d.destination).length === 1,
  );
  const offset = 40 + Math.floor(Math.random() * 300);
  const [seasonFrom, seasonDay, seasonTo, closedDay, plainDay] = [0, 2, 5, 8, 9].map((d) =>
    isoDay(offset + d),
  );

  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${env.baseUrl}/Admin/destinationView`);
  await page.getByRole('button', { name: `Edit ${destination.destination}` }).click();
  await page.getByRole('button', { name: 'Edit the schedule' }).click();
  const editor = page.getByRole('region', { name: 'Schedule' });
  await editor.waitFor();

  await editor.getByRole('button', { name: 'Add a season' }).click();
  const season = editor.getByTestId('season-0');
  await season.getByLabel('Season name').fill('Summer');
  await season.getByLabel('From').fill(seasonFrom);
  await season.getByLabel('To').fill(seasonTo);
  await season.getByLabel('Every year').uncheck();
  for (const day of WEEKDAYS) await season.getByLabel(day).fill(SUMMER.join(', '));

  await editor.getByRole('button', { name: 'Add closed dates' }).click();
  const closed = editor.getByTestId('closed-0');
  await closed.getByLabel('From').fill(closedDay);
  await closed.getByLabel('To').fill(closedDay);
  await closed.getByLabel('Note').fill('Harbour closed');
  await editor.getByLabel('Same-day booking cutoff').fill('2');
  await editor.getByLabel('Unit').selectOption('hours');

  await assertAccessible(page, 'the schedule editor');
  await editor.scrollIntoViewIfNeeded();
  await shotsAtBothSizes(page, 'schedule-editor');
  await editor.getByRole('button', { name: 'Save schedule' }).click();
  await page.getByText('Schedule saved').first().waitFor();

  const stored = await (await fetch(`${env.baseUrl}/api/destination/${destination._id}`)).json();
  assert.equal(stored.schedule.seasons[0].name, 'Summer');
  assert.deepEqual(stored.schedule.closed, [
    { from: closedDay, to: closedDay, note: 'Harbour closed' },
  ]);
  assert.equal(stored.schedule.cutoffMinutes, 120);

  // The tour page follows the schedule.
  const visitor = await browser.context.newPage();
  await visitor.setViewportSize(DESKTOP);
  await visitor.goto(`${env.baseUrl}/TourPage/${destination._id}`);
  const form = visitor.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  const radios = () =>
    form
      .getByRole('group', { name: 'Time' })
      .getByRole('radio')
      .evaluateAll((all) => all.map((radio) => radio.value));

  await form.getByLabel('Date').fill(seasonDay);
  await form.getByRole('radio', { name: /^16:00 \d+ seats left/ }).waitFor();
  assert.deepEqual(await radios(), SUMMER, 'the season’s times');

  await form.getByLabel('Date').fill(closedDay);
  await form.getByText('The tour is closed on this date. Please choose another date.').waitFor();
  assert.deepEqual(await radios(), [], 'no time on the closed date');

  await form.getByLabel('Date').fill(plainDay);
  await form
    .getByRole('radio', { name: new RegExp(`^${destination.tourTimes[0]} \\d+ seats left`) })
    .waitFor();
  assert.deepEqual(await radios(), destination.tourTimes, 'the tour’s own times outside them');
  await assertAccessible(visitor, 'the tour page on a scheduled date');
  await visitor.close();

  assert.deepEqual(errors, [], 'no console errors on the admin screen');
});
