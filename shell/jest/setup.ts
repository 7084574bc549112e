import '@testing-library/jest-dom';

// TextEncoder, fetch and friends come from jest/environment.cjs (react-router 7 needs them).

// jsdom implements scrollTo as a "not implemented" console error.
window.scrollTo = () => {};

// No test may reach the network: a test that needs a response mocks it.
beforeEach(() => {
  window.fetch = jest.fn(() => Promise.reject(new TypeError('Network access in a test')));
});

afterEach(() => {
  window.localStorage.clear();
  // Forms keep their drafts here (useSessionDraft): one test's half-filled form is not the next one's.
  window.sessionStorage.clear();
});

// Components render in English, as on the site's default pages: the kit's messages and the app's own
// (src/i18n/en.json of the workspace under test) are loaded before any test renders. Under jest Lingui
// compiles ICU messages at run time; the builds compile them ahead (webpack/messages-loader.cjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { i18nFor } from '@travel/shell/i18n';

for (const file of [
  join(__dirname, '..', 'src', 'lib', 'i18n', 'en.json'),
  join(process.cwd(), 'src', 'i18n', 'en.json'),
  // The shell's lazily loaded pages keep theirs apart.
  join(process.cwd(), 'src', 'pages', 'i18n', 'en.json'),
]) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file chosen at run time
  if (existsSync(file)) i18nFor('en').load('en', require(file) as Record<string, string>);
}
