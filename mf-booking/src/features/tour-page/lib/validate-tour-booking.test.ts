import type { TourSlot } from '../types';
import { validateTourBooking, type TourForm } from './validate-tour-booking';

const TODAY = '2030-06-10';
const valid: TourForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  date: '2030-06-12',
  time: '09:30',
  tickets: '2',
  extraKeys: [],
  counts: {},
};
const check = (changes: Partial<TourForm>, slot?: TourSlot, max = 10) =>
  validateTourBooking({ ...valid, ...changes }, TODAY, slot, max);

describe('validateTourBooking', () => {
  it('accepts a complete form, today included', () => {
    expect(check({})).toEqual({ errors: {}, summary: null });
    expect(check({ date: TODAY }).summary).toBeNull();
  });

  it.each<[string, Partial<TourForm>, Partial<Record<keyof TourForm, string>>]>([
    ['name', { name: '  ' }, { name: 'Please enter your name' }],
    ['email', { email: '' }, { email: 'Please enter your email address' }],
    ['date', { date: '' }, { date: 'Please choose a date' }],
    ['time', { time: '' }, { time: 'Please choose a time' }],
    ['tickets', { tickets: '' }, { tickets: 'Please enter the number of tickets' }],
  ])('names the empty %s, under the spec line for a required field', (_what, changes, errors) => {
    expect(check(changes)).toEqual({ errors, summary: 'Please fill in all required fields' });
  });

  it.each([
    ['0', 'Please book at least 1 ticket'],
    ['-2', 'Please book at least 1 ticket'],
    ['1.5', 'Tickets must be a whole number'],
    ['11', 'You can book at most 10 tickets at once'],
  ])('says what is wrong with %p tickets, not that a field is empty', (tickets, message) => {
    expect(check({ tickets })).toEqual({ errors: { tickets: message }, summary: message });
  });

  it('marks every field at once in the order they appear, with the server’s words', () => {
    expect(check({ email: 'ada@', date: '2030-06-01', tickets: '0' })).toEqual({
      errors: {
        email: 'Please enter a valid email address',
        date: 'Please choose today or a later date',
        tickets: 'Please book at least 1 ticket',
      },
      summary: 'Please enter a valid email address',
    });
    expect(check({ date: '2030-06-09', time: '25:00' }).summary).toBe(
      'Please choose today or a later date',
    );
    expect(check({ time: '9:30' }).summary).toBe('Please enter a valid time');
    expect(check({ tickets: '4' }, undefined, 3).summary).toBe(
      'You can book at most 3 tickets at once',
    );
  });

  it('holds the tickets to the seats the chosen time has left, when known', () => {
    expect(check({ tickets: '2' }, { time: '09:30', capacity: 20, left: 1 }).summary).toBe(
      'Only 1 ticket left for this time',
    );
    expect(check({ tickets: '5' }, { time: '09:30', capacity: 20, left: 3 }).errors).toEqual({
      tickets: 'Only 3 tickets left for this time',
    });
    expect(check({ tickets: '3' }, { time: '09:30', capacity: 20, left: 3 }).summary).toBeNull();
  });
});
