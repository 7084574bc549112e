import { loadTestMessages } from '../src/lib/testing/languages';
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

// Components render in English, as on the site's default pages: the kit's messages and the app's own are
// loaded, compiled, before any test renders (inLanguage switches a test file to another language).
loadTestMessages('en');
