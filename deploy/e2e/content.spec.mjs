// Flow 4: read a blog post from Home's blog list; send a contact message, its phone typed as a national number too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot, scrollThrough, useTestSite, watchConsole } from './support/harness.mjs';

const { env, browser } = useTestSite();

test('a visitor reads a blog post from the Home blog list', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(env.baseUrl);
  await scrollThrough(page);
  const readMore = page.locator('a[href^="/BlogDetails/"]', { hasText: 'Read More' }).first();
  await readMore.scrollIntoViewIfNeeded();
  await readMore.click();
  await page.waitForURL(/\/BlogDetails\/[0-9a-f]{24}$/);
  const id = page.url().split('/').pop();
  const { data: post } = await (await fetch(`${env.baseUrl}/api/Blog/${id}`)).json();

  await page.getByRole('heading', { name: post.Title }).waitFor();
  await page.getByRole('heading', { name: 'Destination Highlights' }).waitFor();
  for (const highlight of post.highlights ?? [])
    await page.getByText(highlight, { exact: true }).first().waitFor();
  await screenshot(page, 'blog-details');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a visitor sends a contact message', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/contact`);
  const form = page.locator('form').filter({ has: page.getByLabel('Message') });
  await form.getByLabel('Name').fill('Contact Visitor');
  await form.getByLabel('Email').fill('contact.visitor@example.com');
  await form.getByRole('textbox', { name: /phone/i }).fill('+44 20 7946 0958');
  await form.getByLabel('Message').fill('Do you offer guided tours in the winter?');
  await screenshot(page, 'contact');
  await form.getByRole('button', { name: /send/i }).click();
  await page.getByText('Message sent successfully!').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a US number typed as Americans write it keeps the chosen country (+1)', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${env.baseUrl}/contact`);
  const form = page.locator('form').filter({ has: page.getByLabel('Message') });
  await form.getByLabel('Name').fill('National Number');
  await form.getByLabel('Email').fill('national.number@example.com');
  const phone = form.getByRole('textbox', { name: /phone/i });
  const country = form.getByRole('combobox', { name: 'Phone number country' });
  await country.selectOption('US');
  assert.equal(await phone.inputValue(), '+1', 'the field arrives with the country code');
  // As the walkthrough did: select the prefilled "+1" and type over it, key by key.
  await phone.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('(202) 555-0143');
  assert.equal(await phone.inputValue(), '+1 202 555 0143');
  assert.equal(await country.inputValue(), 'US');
  await form.getByLabel('Message').fill('Can I book by phone?');
  await screenshot(page, 'contact-national-number');
  await form.getByRole('button', { name: /send/i }).click();
  await page.getByText('Message sent successfully!').waitFor();
  assert.equal(await page.getByText('Please enter a valid phone number').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
