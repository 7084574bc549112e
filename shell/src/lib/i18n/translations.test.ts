import { join } from 'node:path';
import { translationProblems } from '@travel/shell/testing';

test.each([
  ['the kit', __dirname],
  ['the shell', join(__dirname, '..', '..', 'i18n')],
  ["the shell's pages", join(__dirname, '..', '..', 'pages', 'i18n')],
])('%s has every message in every language', (_name, dir) => {
  expect(translationProblems(dir)).toEqual([]);
});
