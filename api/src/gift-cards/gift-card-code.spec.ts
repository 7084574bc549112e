import {
  CODE_ALPHABET,
  CODE_LENGTH,
  groupedCode,
  newGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-code';

describe('gift card codes', () => {
  it('are 16 characters of the alphabet without look-alikes, and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newGiftCardCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('are read in any case, with or without dashes and spaces', () => {
    expect(normalizeGiftCardCode('abcd-efgh jkLM-npqr')).toBe('ABCDEFGHJKLMNPQR');
    expect(groupedCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeGiftCardCode('ABCD')).toBeUndefined();
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ0')).toBeUndefined();
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQR-S')).toBeUndefined();
  });
});
