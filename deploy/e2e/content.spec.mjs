// Flow 4: read a blog post from Home's blog list; send a contact message.
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
