import { inLanguage } from '@travel/shell/testing';
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
const check = (changes: Partial<StayForm>, taken: string | null = null, maxNights?: number) =>
  validateStayBooking({ ...valid, ...changes }, TODAY, taken, maxNights);

describe('validateStayBooking', () => {
  it('accepts a complete form, a check-in today included', () => {
    expect(check({})).toEqual({ errors: {}, summary: null });
    expect(check({ checkIn: TODAY }).summary).toBeNull();
  });

  it.each<[keyof StayForm, string]>([
    ['name', 'Please enter your name'],
    ['email', 'Please enter your email address'],
    ['checkIn', 'Please choose a check-in date'],
    ['checkOut', 'Please choose a check-out date'],
    ['guests', 'Please enter the number of guests'],
  ])('names the empty %s, under the spec line for a required field', (field, message) => {
    expect(check({ [field]: ' '.repeat(field === 'name' || field === 'guests' ? 1 : 0) })).toEqual({
      errors: { [field]: message },
      summary: 'Please fill in all required fields',
    });
  });

  it.each([
    ['0', 'Please book for at least 1 guest'],
    ['-2', 'Please book for at least 1 guest'],
    ['1.5', 'Number of guests must be a whole number'],
  ])('says what is wrong with %p guests, next to the guests', (guests, message) => {
    expect(check({ guests })).toEqual({ errors: { guests: message }, summary: message });
  });

  it('marks every field at once, the line above the button naming the first', () => {
    const result = check({ email: 'ada', checkIn: '2030-06-01', guests: '0' });
    expect(result.errors).toEqual({
      email: 'Please enter a valid email address',
      checkIn: 'Please choose a check-in date from today on',
      guests: 'Please book for at least 1 guest',
    });
    expect(result.summary).toBe('Please enter a valid email address');
    expect(check({ checkOut: '2030-06-12' }).errors).toEqual({
      checkOut: 'Check-out must be after check-in',
    });
    expect(check({ checkOut: '2030-06-11' }).summary).toBe('Check-out must be after check-in');
  });

  it('refuses a stay longer than the server takes, 30 nights unless it says otherwise', () => {
    expect(check({ checkOut: '2030-07-12' }).summary).toBeNull();
    expect(check({ checkOut: '2030-07-13' }).errors).toEqual({
      checkOut: 'A stay can last at most 30 nights',
    });
    expect(check({ checkOut: '2030-06-20' }, null, 7).summary).toBe(
      'A stay can last at most 7 nights',
    );
  });

  it('refuses a range over a booked night, naming the night', () => {
    expect(check({}, '2030-06-13')).toEqual({
      errors: { nights: takenNightMessage('2030-06-13') },
      summary: takenNightMessage('2030-06-13'),
    });
    expect(takenNightMessage('2030-06-13')).toBe(
      'The night of Thu, Jun 13, 2030 is already booked. Please choose other dates.',
    );
  });
});

describe('validateStayBooking in Spanish', () => {
  inLanguage('es');

  it('says what is wrong in Spanish, dates written the Spanish way', () => {
    expect(check({ email: 'ada', checkIn: '2030-06-01', guests: '0' }).errors).toEqual({
      email: 'Introduzca una dirección de correo electrónico válida',
      checkIn: 'Elija una fecha de llegada a partir de hoy',
      guests: 'Reserve para al menos 1 huésped',
    });
    expect(check({ checkOut: '2030-06-20' }, null, 1).summary).toBe(
      'Una estancia puede durar como máximo 1 noche',
    );
    expect(takenNightMessage('2030-06-13')).toBe(
      'La noche del jue, 13 jun 2030 ya está reservada. Elija otras fechas.',
    );
  });
});
