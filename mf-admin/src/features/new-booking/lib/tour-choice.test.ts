import type { PriceCategory } from '@travel/shell/api-types';
import { tourChoiceRequest } from './tour-choice';

const ADULT: PriceCategory = { key: 'adult', name: 'Adult', price: 45, takesSeat: true };
const CHILD: PriceCategory = { key: 'child', name: 'Child', price: 25, takesSeat: true };

describe('tourChoiceRequest', () => {
  it('sends plain tickets for a tour without price categories', () => {
    expect(tourChoiceRequest('d1', [], { tickets: '3', counts: {}, extraKeys: [] })).toEqual({
      destinationId: 'd1',
      tickets: 3,
    });
  });

  it('sends the counts per category, none of the empty ones, and their sum as tickets', () => {
    expect(
      tourChoiceRequest('d1', [ADULT, CHILD], {
        tickets: '',
        counts: { adult: '2', child: '' },
        extraKeys: ['lunch'],
      }),
    ).toEqual({
      destinationId: 'd1',
      tickets: 2,
      units: [{ category: 'adult', count: 2 }],
      extraKeys: ['lunch'],
    });
  });

  it('counts what is not a whole number as none', () => {
    expect(tourChoiceRequest('d1', [], { tickets: '1.5', counts: {}, extraKeys: [] }).tickets).toBe(
      0,
    );
  });
});
