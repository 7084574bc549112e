import { takenNightMessage, validateStayBooking, type StayForm } from './validate-stay-booking';

const TODAY = '2030-06-10';
const valid: StayForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  checkIn: '2030-06-12',
  checkOut: '2030-06-14',
  guests: '2',
};
const check = (changes: Partial<StayForm>, guests = 2, taken: string | null = null) =>
  validateStayBooking({ ...valid, ...changes }, guests, TODAY, taken);

describe('validateStayBooking', () => {
  it('accepts a complete form, a check-in today included', () => {
    expect(check({})).toBeNull();
    expect(check({ checkIn: TODAY })).toBeNull();
  });

  it.each<[string, Partial<StayForm>, number]>([
    ['name', { name: ' ' }, 2],
    ['email', { email: '' }, 2],
    ['check-in', { checkIn: '' }, 2],
    ['check-out', { checkOut: '' }, 2],
    ['guests', {}, Number.NaN],
    ['zero guests', {}, 0],
  ])('asks for every required field (%s)', (_what, changes, guests) => {
    expect(check(changes, guests)).toBe('Please fill in all required fields');
  });

  it('checks in the order the fields appear', () => {
    expect(check({ email: 'ada', checkIn: '2030-06-01' })).toBe(
      'Please enter a valid email address',
    );
    expect(check({ checkIn: '2030-06-09' })).toBe('Please choose a check-in date from today on');
    expect(check({ checkOut: '2030-06-12' })).toBe('Check-out must be after check-in');
    expect(check({ checkOut: '2030-06-11' })).toBe('Check-out must be after check-in');
  });

  it('refuses a range over a booked night, naming the night', () => {
    expect(check({}, 2, '2030-06-13')).toBe(takenNightMessage('2030-06-13'));
    expect(takenNightMessage('2030-06-13')).toBe(
      'The night of Thu, Jun 13, 2030 is already booked. Please choose other dates.',
    );
  });
});
