import { render, screen } from '@testing-library/react';
import { inLanguage } from '@travel/shell/testing';
import { translationChecks, translationValues, type TranslatedField } from './translated-texts';
import { translationsColumn } from './translations-column';

const FIELDS: TranslatedField[] = [
  { name: 'title', label: 'Titel', max: 10 },
  { name: 'features', label: 'Merkmale', max: 5, list: { separator: 'comma', maxItems: 2 } },
];

describe('translations in German', () => {
  inLanguage('de');

  it("says the server's limits in German", () => {
    const values = {
      ...translationValues(undefined, FIELDS),
      'de.title': 'x'.repeat(11),
      'es.features': 'a, b, c',
    };
    expect(translationChecks(values, FIELDS).filter(Boolean)).toEqual([
      { field: 'de.title', message: 'Titel auf Deutsch darf höchstens 10 Zeichen lang sein' },
      { field: 'es.features', message: 'Merkmale auf Spanisch darf höchstens 2 Einträge haben' },
    ]);
  });

  it('counts the missing texts of a row, one or more', () => {
    const column = translationsColumn((row: { de: string[]; es: string[] }) => row);
    expect(column.header).toBe('Übersetzungen');
    render(<>{column.render({ de: ['title'], es: ['title', 'description'] })}</>);
    expect(screen.getByText('Deutsch: 1 fehlt')).toBeInTheDocument();
    expect(screen.getByText('Español: 2 fehlen')).toHaveAttribute(
      'title',
      'Fehlt auf Español: title, description',
    );
  });
});
