import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom implements scrollTo as a "not implemented" console error.
window.scrollTo = () => {};

afterEach(() => {
  window.localStorage.clear();
});
