import {
  confusableSkeleton,
  hasInvisibleCharacters,
  isSingleScript,
  isSingleScriptEmail,
  normaliseEmail,
  normaliseText,
} from './look-alikes';

describe('look-alikes', () => {
  it('normalises fullwidth forms to the plain ones and trims Unicode spaces, not U+FEFF', () => {
    expect(normaliseEmail(' ＡＮＮ＠ｅｘａｍｐｌｅ．ｃｏｍ\u3000')).toBe('ann@example.com');
    expect(normaliseText('\u00a0Ｆｕｌｌ ')).toBe('Full');
    expect(normaliseText('\ufeffAnn')).toBe('\ufeffAnn');
    expect(normaliseText(42)).toBe(42);
  });

  it('finds characters nobody sees', () => {
    for (const hidden of [
      '\ud800',
      '\u0000',
      '\u200b',
      '\u200d',
      '\u202e',
      '\u2066',
      '\ufeff',
      '\u00ad',
      '\u034f',
      '\ufe0f',
      '\u3164',
      '\u2028',
      '\ue000',
    ]) {
      expect(hasInvisibleCharacters(`An${hidden}n`)).toBe(true);
    }
    expect(hasInvisibleCharacters('Renée O’Neil-Smith 2')).toBe(false);
  });

  it('takes one alphabet, or Latin with the scripts of one East Asian language', () => {
    expect(isSingleScript('Анна')).toBe(true);
    expect(isSingleScript('山田たろう Taro')).toBe(true);
    expect(isSingleScript('김민준 Kim')).toBe(true);
    expect(isSingleScript('Аdmin')).toBe(false); // Cyrillic А
    expect(isSingleScript('pаypal')).toBe(false);
    expect(isSingleScript('Ωmega')).toBe(false);
    expect(isSingleScript('김민준たろう')).toBe(false);
  });

  it('judges each part of an address on its own', () => {
    expect(isSingleScriptEmail('zed@соре.com')).toBe(true);
    expect(isSingleScriptEmail('zed@exаmple.com')).toBe(false);
  });

  it('gives look-alikes one skeleton and leaves ASCII and accents as they are', () => {
    expect(confusableSkeleton('zed@соре.com')).toBe('zed@cope.com');
    expect(confusableSkeleton('ΟΡΑ')).toBe('opa');
    expect(confusableSkeleton('ann1@example.com')).toBe('ann1@example.com');
    expect(confusableSkeleton('annl@example.com')).not.toBe(confusableSkeleton('ann1@example.com'));
    expect(confusableSkeleton('müller.de')).toBe('müller.de');
  });
});
