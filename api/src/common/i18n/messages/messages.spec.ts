import { parse } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../languages';
import { CATALOGUES, t } from '../translate';
import { en } from './en';

/** The values a message uses (`{name}`, `{n, plural, ...}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string')
        names.add(element.value);
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe('message catalogues', () => {
  const english = Object.keys(en).sort();

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has exactly the keys of English, none missing and none extra',
    (lang) => {
      const keys = Object.keys(CATALOGUES[lang]).sort();
      expect(english.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !english.includes(key))).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: every message parses and uses the values English gives it', (lang) => {
    for (const [key, message] of Object.entries(CATALOGUES[lang])) {
      expect([key, argumentsOf(message)]).toEqual([key, argumentsOf(en[key as keyof typeof en])]);
    }
  });

  it('formats plurals and numbers for the language', () => {
    expect(t('en', 'unit.minutes', { n: 1 })).toBe('1 minute');
    expect(t('en', 'unit.minutes', { n: 30 })).toBe('30 minutes');
    expect(t('de', 'unit.nights', { n: 2 })).toBe('2 Nächte');
    expect(t('es', 'unit.hours', { n: 1 })).toBe('1 hora');
  });
});
