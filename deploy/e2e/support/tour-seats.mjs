// Two visitors after the last seats of one tour time: the set-up shared by the live availability and the
// waitlist specs.
import assert from 'node:assert/strict';
import { randomFutureDay, watchConsole } from './harness.mjs';

/** A tour booking sent through the API, as a visitor's form sends it; answers the response. */
export function sendTourBooking(baseUrl, destination, date, time, tickets, who) {
  return fetch(`${baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      destinationId: destination._id,
      date,
      time,
      tickets,
      cost: destination.CostPerPerson * tickets,
      name: who.name,
      email: who.email,
    }),
  });
}

/**
 * The first demo tour's first time on a random future day, with exactly two seats left: the others are
 * booked through the API, as other visitors would, in bookings the per-booking cap allows.
 */
export async function timeWithTwoSeatsLeft(baseUrl) {
  const destination = (await (await fetch(`${baseUrl}/api/destination`)).json())[0];
  const date = randomFutureDay();
  const seats = await (
    await fetch(`${baseUrl}/api/destination/${destination._id}/availability?date=${date}`)
  ).json();
  const { time, left } = seats.slots[0];
  for (let toTake = left - 2; toTake > 0; toTake -= seats.maxTicketsPerBooking) {
    const tickets = Math.min(toTake, seats.maxTicketsPerBooking);
    const response = await sendTourBooking(baseUrl, destination, date, time, tickets, {
      name: 'Early Bird',
      email: 'early.bird@example.com',
    });
    assert.equal(response.status, 201, await response.text());
  }
  return { destination, date, time };
}

/** A new page on the tour whose booking form `who` has filled in for the time, the tickets left to them. */
export async function openTourForm(context, baseUrl, viewport, { destination, date, time }, who) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const errors = watchConsole(page);
  await page.goto(`${baseUrl}/TourPage/${destination._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  await form.getByLabel('Name').fill(who.name);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Date').fill(date);
  await form.getByRole('radio', { name: new RegExp(`^${time} 2 seats left`) }).check();
  return { page, form, errors };
}
