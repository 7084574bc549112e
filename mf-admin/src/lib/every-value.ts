/**
 * Every value of a union the API defines, in the order a screen lists them: `everyValue<Kind>()([...])` does
 * not compile when the API gains a value the list lacks, so the screen's list and the contract cannot drift.
 */
export const everyValue =
  <T extends string>() =>
  <const L extends readonly T[]>(
    list: L & (Exclude<T, L[number]> extends never ? unknown : { missing: Exclude<T, L[number]> }),
  ): readonly T[] =>
    list;
