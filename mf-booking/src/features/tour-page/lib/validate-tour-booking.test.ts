import type { TourSlot } from '../types';
import { validateTourBooking, type TourForm } from './validate-tour-booking';

const TODAY = '2030-06-10';
const valid: TourForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  date: '2030-06-12',
  time: '09:30',
  tickets: '2',
  extras: false,
};
const check = (changes: Partial<TourForm>, slot?: TourSlot, max = 10) =>
  validateTourBooking({ ...valid, ...changes }, TODAY, slot, max);

describe('validateTourBooking', () => {
  it('accepts a complete form, today included', () => {
    expect(check({})).toBeNull();
    expect(check({ date: TODAY })).toBeNull();
  });

  it.each<[string, Partial<TourForm>]>([
    ['name', { name: '  ' }],
    ['email', { email: '' }],
    ['date', { date: '' }],
    ['time', { time: '' }],
    ['tickets', { tickets: '' }],
    ['zero tickets', { tickets: '0' }],
    ['a fraction of a ticket', { tickets: '1.5' }],
  ])('asks for every required field (%s)', (_what, changes) => {
    expect(check(changes)).toBe('Please fill in all required fields');
  });

  it('checks in the order the fields appear, with the server’s words', () => {
    expect(check({ email: 'ada@', date: '2030-06-01' })).toBe('Please enter a valid email address');
    expect(check({ date: '2030-06-09', time: '25:00' })).toBe(
      'Please choose today or a later date',
    );
    expect(check({ time: '9:30' })).toBe('Please enter a valid time');
    expect(check({ tickets: '11' })).toBe('You can book at most 10 tickets at once');
    expect(check({ tickets: '4' }, undefined, 3)).toBe('You can book at most 3 tickets at once');
  });

  it('holds the tickets to the seats the chosen time has left, when known', () => {
    expect(check({ tickets: '2' }, { time: '09:30', capacity: 20, left: 1 })).toBe(
      'Only 1 ticket left for this time',
    );
    expect(check({ tickets: '5' }, { time: '09:30', capacity: 20, left: 3 })).toBe(
      'Only 3 tickets left for this time',
    );
    expect(check({ tickets: '3' }, { time: '09:30', capacity: 20, left: 3 })).toBeNull();
  });
});
