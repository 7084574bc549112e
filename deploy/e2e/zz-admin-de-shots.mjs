// Temporary (not committed): the admin dashboard in German at desktop and phone size, with overflow checks.
/* global document, window, getComputedStyle */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminTokenOf, DESKTOP, PHONE, signedOutPageOf, useTestSite } from './support/harness.mjs';

const { env, browser, demo } = useTestSite({ demo: true });
const OUT = '/tmp/tr-admin-shots';

function overflowReport() {
  const width = document.documentElement.clientWidth;
  const scrolls = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if ((o === 'auto' || o === 'scroll' || o === 'hidden') && p !== document.documentElement && p !== document.body) return true;
    }
    return false;
  };
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    if (r.right > width + 1 && !scrolls(el)) out.push(`${el.tagName.toLowerCase()}.${el.className} right=${Math.round(r.right)} "${(el.textContent || '').trim().slice(0, 40)}"`);
    else if (el.scrollWidth > el.clientWidth + 2 && getComputedStyle(el).overflowX === 'visible' && el.children.length === 0 && el.clientWidth > 0)
      out.push(`text overflow ${el.tagName.toLowerCase()}.${el.className} "${(el.textContent || '').trim().slice(0, 40)}"`);
  }
  return { pageScroll: document.documentElement.scrollWidth > width, items: out.slice(0, 15) };
}

test('admin screens in German', { timeout: 600_000 }, async () => {
  const token = await adminTokenOf(env);
  const tourId = demo.tour._id;
  let day = '';
  let time = '';
  let booking = null;
  for (let i = 5; i < 40 && !booking; i++) {
    day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const avail = await (await fetch(`${env.baseUrl}/api/destination/${tourId}/availability?date=${day}`)).json();
    const slot = avail.slots?.find((s) => s.left > 2);
    if (!slot) continue;
    time = slot.time;
    const priced = await (
      await fetch(`${env.baseUrl}/api/booking/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ destinationId: tourId, date: day, time, tickets: 2 }),
      })
    ).json();
    const made = await fetch(`${env.baseUrl}/api/admin/bookings/tours`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ destinationId: tourId, date: day, time, tickets: 2, cost: priced.price?.total, name: 'Maximiliane Mustermann-Schönberger', email: 'maximiliane.mustermann@beispiel-reisen.de', phone: '+4930123456789', sendMail: true }),
    });
    const body = await made.json();
    console.log('booking', made.status, JSON.stringify(body).slice(0, 300));
    if (made.status < 300) booking = body.data.booking;
  }
  const admin = await env.admin();
  const page = await signedOutPageOf(browser, env);
  await page.goto(`${env.baseUrl}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/admin(\/|$)/);
  const screens = [
    ['overview', '/de/admin'],
    ['statistics', '/de/admin/statistics'],
    ['updates', '/de/admin/updates'],
    ['tour-bookings', '/de/admin/Booking'],
    ['stay-bookings', '/de/admin/BookingApartment'],
    ['detail', booking ? `/de/admin/bookings/${booking.reference}` : '/de/admin'],
    ['new-booking', '/de/admin/new-booking'],
    ['waitlist', `/de/admin/waitlist?destinationId=${tourId}&date=${day}`],
    ['tour-times', '/de/admin/tour-times'],
    ['manifest', `/de/admin/manifest?destinationId=${tourId}&date=${day}&time=${time}`],
    ['promo-codes', '/de/admin/promo-codes'],
    ['gift-cards', '/de/admin/gift-cards'],
    ['resellers', '/de/admin/resellers'],
    ['users', '/de/admin/users'],
    ['roles', '/de/admin/roles'],
    ['messages', '/de/admin/messages'],
    ['mails', '/de/admin/mails?x=1'],
    ['activity', '/de/admin/activity'],
    ['deleted', '/de/admin/recently-deleted'],
  ];
  const only = process.env.SHOTS?.split(',');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const [name, path] of screens) {
      if (only && !only.includes(name)) continue;
      await page.goto(`${env.baseUrl}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(1200);
      const report = await page.evaluate(overflowReport);
      console.log(size.name, name, JSON.stringify(report));
      await page.screenshot({ path: `${OUT}/${name}-${size.name}.png`, fullPage: true });
    }
  }
  assert.ok(true);
});
