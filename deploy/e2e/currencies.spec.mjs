// Display currencies on the production build: the admin keeps the list on /admin/currencies (a row added and
// saved, a CSV file refused for its bad line, then one imported), and visitors read it from /api/currencies.
// The screen is shot at the laptop's and the phone's size into deploy/e2e/artifacts/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminPageOf,
  screenshot,
  useTestSite,
  VIEWPORTS,
  watchConsole,
} from './support/harness.mjs';
import { seriousViolations } from './support/accessibility.mjs';

const { env, browser } = useTestSite();

const currencies = async () => (await fetch(`${env.baseUrl}/api/currencies`)).json();

test('the admin keeps the display currencies, typed and imported, and visitors read them', async () => {
  const page = await adminPageOf(browser, env);
  const errors = watchConsole(page);
  assert.deepEqual((await currencies()).currencies, [{ code: 'USD', rate: 1 }]);

  await page.goto(`${env.baseUrl}/admin/currencies`);
  await page.getByRole('heading', { name: 'Display currencies' }).waitFor();
  await page.getByRole('button', { name: 'Add currency' }).click();
  await page.getByRole('textbox', { name: 'Code of row 1' }).fill('eur');
  await page.getByRole('textbox', { name: 'Rate of row 1' }).fill('0.92');
  await page.getByRole('button', { name: 'Save currencies' }).click();
  await page.getByText('Currencies saved').first().waitFor();
  assert.deepEqual((await currencies()).currencies, [
    { code: 'USD', rate: 1 },
    { code: 'EUR', rate: 0.92 },
  ]);

  const file = page.getByLabel('CSV file');
  await file.setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,rate\nGBP,0.79\nEUR;0.92\n'),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByText('Line 3: expected "code,rate", such as EUR,0.92').waitFor();
  await file.setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,rate\nGBP,0.79\nEUR,0.93\nCHF,0.88\n'),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByText('Imported 3 currencies').waitFor();
  await page.getByRole('textbox', { name: 'Code of row 3' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Rate of row 2' }).inputValue(), '0.93');
  assert.deepEqual(
    (await currencies()).currencies.map((c) => c.code),
    ['USD', 'GBP', 'EUR', 'CHF'],
  );

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `admin-currencies-${viewport.name}`);
    assert.deepEqual(await seriousViolations(page), [], `axe at ${viewport.name}`);
  }
  // The refused import's 400 is the only resource the browser reports as failed.
  assert.deepEqual(
    errors.filter((error) => !/status of 400/.test(error)),
    [],
  );
});
