import { translationProblems } from '@travel/shell/testing';

test('the booking remote has every message in every language', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
