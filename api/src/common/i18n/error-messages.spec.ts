import { messageKeyOf, translateMessage } from './error-messages';
import { en } from './messages/en';
import { t } from './translate';

describe('translateMessage', () => {
  it('answers English as it is', () => {
    expect(translateMessage('en', 'This time is sold out')).toBe('This time is sold out');
  });

  it('translates a catalogued sentence', () => {
    expect(translateMessage('de', 'This time is sold out')).toBe('Dieser Termin ist ausgebucht');
    expect(translateMessage('es', 'Please enter a valid email address')).toBe(
      'Introduzca una dirección de correo electrónico válida',
    );
  });

  it('carries the varying part of a sentence over', () => {
    expect(translateMessage('de', 'Only 3 tickets left for this time')).toBe(
      'Für diesen Termin sind nur noch 3 Tickets frei',
    );
    expect(translateMessage('es', 'Number of guests cannot exceed 4')).toBe(
      'El número de huéspedes no puede superar 4',
    );
    expect(translateMessage('de', 'Only 1 ticket left for this time')).toBe(
      'Für diesen Termin ist nur noch 1 Ticket frei',
    );
  });

  it('keeps ICU-quoted braces literal', () => {
    expect(messageKeyOf('Location must be a place name or a {lat, lng} position')?.key).toBe(
      'error.location',
    );
    expect(translateMessage('es', 'Location must be a place name or a {lat, lng} position')).toBe(
      'La ubicación debe ser un nombre de lugar o una posición {lat, lng}',
    );
  });

  it('leaves a sentence it does not know in English', () => {
    expect(translateMessage('de', 'Reason: the boat broke')).toBe('Reason: the boat broke');
  });

  it('finds every catalogued English sentence back by its own text', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (!key.startsWith('error.') && !key.startsWith('message.')) continue;
      const sample = t('en', key, {
        depth: 'X',
        what: 'X',
        max: 'X',
        category: 'X',
        key: 'X',
        left: 'X',
        category2: 'X',
        least: 'X',
        hours: 'X',
        amount: 'X',
        min: 'X',
      });
      expect([key, messageKeyOf(sample)?.key]).toEqual([key, key]);
    }
  });
});
