import { categoriesToText, extrasToText, keyOf, parseCategories, parseExtras } from './price-items';

describe('price items as text', () => {
  it('reads categories with their options, and writes them back the same', () => {
    const text = 'Adult: 45\nChild (4-11): 25, max 4, note 4 to 11 years\nInfant (0-3): 0, no seat';
    const { items, error } = parseCategories(text);
    expect(error).toBeNull();
    expect(items).toEqual([
      { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
      {
        key: 'child-4-11',
        name: 'Child (4-11)',
        price: 25,
        takesSeat: true,
        maxPerBooking: 4,
        ageNote: '4 to 11 years',
      },
      { key: 'infant-0-3', name: 'Infant (0-3)', price: 0, takesSeat: false },
    ]);
    expect(parseCategories(categoriesToText(items)).items).toEqual(items);
  });

  it("reads extras, the spec's extra offers keeping its key", () => {
    const { items, error } = parseExtras(
      'Extra offers: 50 per booking; Add extra offers to your tour\nLunch: 12.50 per person',
    );
    expect(error).toBeNull();
    expect(items[0]).toEqual({
      key: 'extra-offers',
      name: 'Extra offers',
      description: 'Add extra offers to your tour',
      price: 50,
      per: 'booking',
    });
    expect(items[1]).toMatchObject({ key: 'lunch', price: 12.5, per: 'person' });
    expect(parseExtras(extrasToText(items)).items).toEqual(items);
    expect(keyOf('Extra offers')).toBe('extra-offers');
  });

  it('says which line it cannot read', () => {
    expect(parseCategories('Adult 45').error).toBe(
      'Price categories: "Adult 45" is not "Name: price"',
    );
    expect(parseCategories('Adult: 45, wheelchair').error).toContain('"wheelchair"');
    expect(parseCategories('Adult: 1\nadult: 2').error).toBe(
      'Each price category needs its own name',
    );
    expect(parseExtras('Lunch: cheap').error).toContain('"Lunch: cheap"');
  });
});
