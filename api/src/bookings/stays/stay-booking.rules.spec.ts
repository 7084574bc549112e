import { checkStayRequest, stayQuote } from './stay-booking.rules';

describe('stay price', () => {
  it('is the offer price per guest and night, rounded to cents (spec 4)', () => {
    expect(stayQuote(40, 2, 3)).toEqual({ pricePerNight: 80, totalCost: 240, costPerPerson: 120 });
    expect(stayQuote(33.33, 3, 1)).toEqual({
      pricePerNight: 99.99,
      totalCost: 99.99,
      costPerPerson: 33.33,
    });
    expect(stayQuote(10, 3, 1).costPerPerson).toBe(10);
  });
});

describe('stay rules', () => {
  const valid = {
    name: 'Rui',
    email: 'rui@example.com',
    checkIn: '2026-12-01',
    checkOut: '2026-12-04',
    guests: 2,
    offerId: '0123456789abcdef01234567',
    pricePerNight: 80,
    totalCost: 240,
    costPerPerson: 120,
  };
  const check =
    (fields: object, limit = 4) =>
    () =>
      checkStayRequest({ ...valid, ...fields }, '2026-11-20', limit);

  it('counts the nights', () => {
    expect(check({})().nights).toBe(3);
  });

  it('reports missing fields before anything else', () => {
    expect(check({ name: undefined, email: 'bad', guests: 99 })).toThrow(
      'Please fill in all required fields',
    );
  });

  it('checks the guest limit it is given', () => {
    expect(check({ guests: 3 }, 2)).toThrow('Number of guests cannot exceed 2');
    expect(check({ guests: 2 }, 2)).not.toThrow();
  });

  it('accepts a check-in today and refuses yesterday', () => {
    expect(check({ checkIn: '2026-11-20' })).not.toThrow();
    expect(check({ checkIn: '2026-11-19' })).toThrow('Please choose a check-in date from today on');
  });
});
