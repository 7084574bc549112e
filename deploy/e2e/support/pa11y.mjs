// pa11y's own in-page runner with HTML_CodeSniffer's WCAG 2 AA rules, run in a page the browser tests already
// drive: pa11y injects these same scripts into its own puppeteer page, so the rules and the issues are
// pa11y's, and a state behind clicks (an open form, a dialog, a signed-in screen) is checked as it stands.
// axe, pa11y's other runner, runs through @axe-core/playwright (support/accessibility.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const PA11Y_DIR = dirname(require.resolve('pa11y/package.json'));
const { version: PA11Y_VERSION } = require('pa11y/package.json');

let injected;
/** The scripts pa11y evaluates in a page before it runs: its runner, then HTML_CodeSniffer's. */
function scripts() {
  if (injected) return injected;
  const htmlcs = require(join(PA11Y_DIR, 'lib', 'runners', 'htmlcs.js'));
  const bundle = htmlcs.scripts.map((script) => readFileSync(script, 'utf8')).join('\n\n');
  injected = [
    readFileSync(join(PA11Y_DIR, 'lib', 'runner.js'), 'utf8'),
    `;${bundle};\n;window.__pa11y.runners.htmlcs = ${htmlcs.run.toString()};`,
  ];
  return injected;
}

/** pa11y's errors (WCAG 2 AA, HTML_CodeSniffer) on the page as it is now, one readable line each. */
export async function pa11yErrors(page) {
  for (const script of scripts()) await page.evaluate(script);
  /* global window -- the callback runs in the page */
  const { issues } = await page.evaluate((options) => window.__pa11y.run(options), {
    pa11yVersion: PA11Y_VERSION,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    ignore: [],
    rules: [],
    wait: 0,
    levelCapWhenNeedsReview: 'error',
  });
  return issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `pa11y ${issue.code}: ${issue.message} (${issue.selector})`);
}
