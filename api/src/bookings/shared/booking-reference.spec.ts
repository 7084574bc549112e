import { newReference, REFERENCE_PATTERN } from './booking-reference';

describe('booking references', () => {
  it('are short, prefixed and free of look-alike characters', () => {
    const references = Array.from({ length: 200 }, () => newReference('TB'));
    for (const reference of references) {
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    }
    expect(newReference('ST')).toMatch(/^ST-/);
    expect(new Set(references).size).toBeGreaterThan(195);
  });
});
