import { fieldErrorsOf, type FormCheck } from '@travel/shell/forms';

type Check<V> = (values: V, adding: boolean) => FormCheck;

/**
 * The cases every catalog form's check shares, registered in the caller's `describe`: a complete record
 * passes, and an edit may keep the image it has. Returns `firstOf` (the first field found wrong, the one
 * the form focuses, or null) and `inSpecOrder`, which walks the rules one fix at a time.
 */
export function catalogCheckCases<V extends object>(check: Check<V>, valid: V, image: keyof V) {
  const firstOf = (values: V, adding = true) => fieldErrorsOf(check(values, adding))[0] ?? null;

  it('accepts a complete record, and an edit that keeps its image', () => {
    expect(firstOf(valid)).toBeNull();
    expect(firstOf({ ...valid, [image]: [] }, false)).toBeNull();
  });

  /** From `start`, each step's message is the first one named until its fix is applied; then none. */
  function inSpecOrder(start: V, steps: Array<[string, Partial<V>]>) {
    let values = start;
    for (const [message, fix] of steps) {
      expect(firstOf(values)?.message).toBe(message);
      values = { ...values, ...fix };
    }
    expect(firstOf(values)).toBeNull();
  }

  return { firstOf, inSpecOrder };
}
