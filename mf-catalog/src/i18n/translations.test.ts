import { translationProblems } from '@travel/shell/testing';

test('the catalog has every message in every language', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
