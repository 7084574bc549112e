import { inLanguage } from '@travel/shell/testing';
import { parseCategories } from './price-items';
import { draftOf, scheduleOf, weekdayName } from './schedule-draft';

describe('the destination rules in Spanish', () => {
  inLanguage('es');

  it('says what is wrong with a schedule in Spanish', () => {
    const draft = draftOf(undefined, ['09:00']);
    const read = scheduleOf({
      ...draft,
      cutoff: '-1',
      capacities: [{ date: '', seats: '2000' }],
    });
    expect(read.problems).toEqual({
      cutoff: 'Un número entero de minutos u horas, hasta una semana',
      'capacity0.date': 'Elija una fecha',
      'capacity0.seats': 'Un número entero de 0 a 1000',
    });
    expect(weekdayName('wed')).toBe('Miércoles');
  });

  it('names a malformed price category line in Spanish', () => {
    expect(parseCategories('Adulto 45').error).toBe(
      'Categorías de precio: "Adulto 45" no tiene la forma "Nombre: precio"',
    );
    expect(parseCategories('Adulto: 1\nadulto: 2').error).toBe(
      'Cada categoría de precio necesita su propio nombre',
    );
  });
});
