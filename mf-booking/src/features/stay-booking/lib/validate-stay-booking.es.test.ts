import { inLanguage } from '../../../test/in-language';
import { takenNightMessage, validateStayBooking, type StayForm } from './validate-stay-booking';

const TODAY = '2030-06-10';
const valid: StayForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  checkIn: '2030-06-12',
  checkOut: '2030-06-14',
  guests: '2',
};

describe('validateStayBooking in Spanish', () => {
  inLanguage('es');

  it('says what is wrong in Spanish, dates written the Spanish way', () => {
    expect(
      validateStayBooking(
        { ...valid, email: 'ada', checkIn: '2030-06-01', guests: '0' },
        TODAY,
        null,
      ).errors,
    ).toEqual({
      email: 'Introduzca una dirección de correo electrónico válida',
      checkIn: 'Elija una fecha de llegada a partir de hoy',
      guests: 'Reserve para al menos 1 huésped',
    });
    expect(validateStayBooking({ ...valid, checkOut: '2030-06-20' }, TODAY, null, 1).summary).toBe(
      'Una estancia puede durar como máximo 1 noche',
    );
    expect(takenNightMessage('2030-06-13')).toBe(
      'La noche del jue, 13 jun 2030 ya está reservada. Elija otras fechas.',
    );
  });
});
