import {
  missingTranslations,
  translationChecks,
  translationsPayload,
  translationValues,
  type TranslatedField,
} from './translated-texts';

const FIELDS: TranslatedField[] = [
  { name: 'title', label: 'Title', max: 10 },
  { name: 'features', label: 'Features', max: 5, list: { separator: 'comma', maxItems: 2 } },
  { name: 'included', label: 'Included', max: 20, list: { separator: 'line', maxItems: 5 } },
];

describe('translated texts', () => {
  it('reads stored translations into one value per language and field, lists as the English field is typed', () => {
    const values = translationValues(
      { de: { title: 'Titel', features: ['WLAN', 'Pool'] }, es: { included: ['Guía', 'Comida'] } },
      FIELDS,
    );
    expect(values).toEqual({
      'de.title': 'Titel',
      'de.features': 'WLAN, Pool',
      'de.included': '',
      'es.title': '',
      'es.features': '',
      'es.included': 'Guía\nComida',
    });
    expect(translationValues(undefined, FIELDS)['es.title']).toBe('');
  });

  it('sends every language whole as JSON, lists as lists, empty texts left out', () => {
    const values = {
      ...translationValues(undefined, FIELDS),
      'de.title': '  Titel ',
      'de.features': 'WLAN , , Pool',
      'es.included': 'Guía\n\n Comida ',
    };
    expect(JSON.parse(translationsPayload(values, FIELDS))).toEqual({
      de: { title: 'Titel', features: ['WLAN', 'Pool'] },
      es: { included: ['Guía', 'Comida'] },
    });
    expect(translationsPayload(translationValues(undefined, FIELDS), FIELDS)).toBe('{}');
  });

  it("checks each text with the server's limits and words", () => {
    const values = {
      ...translationValues(undefined, FIELDS),
      'de.title': 'x'.repeat(11),
      'es.features': 'a, b, c',
      'es.included': 'x'.repeat(21),
    };
    expect(translationChecks(values, FIELDS).filter(Boolean)).toEqual([
      { field: 'de.title', message: 'Title in German must be at most 10 characters' },
      { field: 'es.features', message: 'Features in Spanish may have at most 2 items' },
      {
        field: 'es.included',
        message: 'Each item of Included in Spanish must be at most 20 characters',
      },
    ]);
  });

  it('names the fields with an English text and no translation', () => {
    const values = {
      title: 'Old town',
      features: '',
      included: 'Guide',
      ...translationValues({ de: { title: 'Altstadt' } }, FIELDS),
    };
    expect(missingTranslations(values, 'de', FIELDS).map((field) => field.name)).toEqual([
      'included',
    ]);
    expect(missingTranslations(values, 'es', FIELDS).map((field) => field.name)).toEqual([
      'title',
      'included',
    ]);
  });
});
