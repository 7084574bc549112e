import { translationProblems } from '@travel/shell/testing';

test('the admin dashboard has every message in every language', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
