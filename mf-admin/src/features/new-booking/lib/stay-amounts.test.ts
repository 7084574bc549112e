import { nightsBetween, stayAmounts } from './stay-amounts';

describe('nightsBetween', () => {
  it('counts calendar nights, across a month end', () => {
    expect(nightsBetween('2030-06-29', '2030-07-02')).toBe(3);
  });

  it('is null until both dates are set and check-out is after check-in', () => {
    expect(nightsBetween('2030-06-29', '')).toBeNull();
    expect(nightsBetween('2030-06-29', '2030-06-29')).toBeNull();
    expect(nightsBetween('2030-06-29', '2030-06-20')).toBeNull();
  });
});

describe('stayAmounts', () => {
  it("is the spec's per night, total and per person, to the cent", () => {
    expect(stayAmounts(33.33, 3, 2)).toEqual({
      pricePerNight: 99.99,
      totalCost: 199.98,
      costPerPerson: 66.66,
    });
  });
});
