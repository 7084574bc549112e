import { catalogCheckCases } from '../../../test/catalog-check';
import { fieldErrorsOf } from '@travel/shell/forms';
import { validateDestination, type DestinationValues } from './validate-destination';
import { contentValues } from './tour-content';

const image = new File(['x'], 'a.png', { type: 'image/png' });
const valid: DestinationValues = {
  destination: 'Algarve',
  location: 'Portugal',
  title: 'Sun and cliffs',
  description: 'Beaches',
  price: '300',
  CostPerPerson: '45.5',
  affiliateLink: '',
  capacityPerSlot: '',
  tourTimes: '09:00, 13:00, 17:00',
  timeZone: 'Europe/Lisbon',
  priceCategories: '',
  extras: 'Extra offers: 50 per booking',
  image: [image],
  gallary: [],
  ...contentValues(null),
};

describe('validateDestination', () => {
  const { firstOf, inSpecOrder } = catalogCheckCases(validateDestination, valid, 'image');

  it('names every wrong field at once; both prices carry the spec sentence they share', () => {
    const broken = { ...valid, title: '', price: '0', CostPerPerson: '', image: [] };
    expect(fieldErrorsOf(validateDestination(broken, true))).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'price', message: 'Please enter valid price and cost per person' },
      { field: 'CostPerPerson', message: 'Please enter valid price and cost per person' },
      { field: 'image', message: 'Please upload an image' },
    ]);
  });

  it('takes an IANA time zone, or none (the site zone), and refuses anything else', () => {
    expect(firstOf({ ...valid, timeZone: '' }, true)).toBeNull();
    expect(firstOf({ ...valid, timeZone: 'Pacific/Auckland' }, true)).toBeNull();
    for (const timeZone of ['Lisbon', 'Mars/Olympus', 'europe/lisbon', '+01:00'])
      expect(firstOf({ ...valid, timeZone }, true)).toEqual({
        field: 'timeZone',
        message:
          'Please enter a valid IANA time zone name, e.g. Europe/Lisbon, America/Los_Angeles or UTC',
      });
  });

  it('checks the rules in the spec order', () => {
    const empty: DestinationValues = {
      ...valid,
      destination: '',
      location: '',
      title: '',
      description: '',
      price: '',
      CostPerPerson: '',
      image: [],
    };
    inSpecOrder(empty, [
      ['Destination is required', { destination: 'A' }],
      ['Location is required', { location: 'B' }],
      ['Title is required', { title: 'C' }],
      ['Description is required', { description: 'D' }],
      ['Please enter valid price and cost per person', { price: '1' }],
      ['Please enter valid price and cost per person', { CostPerPerson: '1' }],
      ['Please upload an image', { image: [image] }],
    ]);
  });

  it('limits lengths, and checks the link, capacity and files', () => {
    expect(firstOf({ ...valid, title: 'x'.repeat(101) })?.message).toBe(
      'Title must be at most 100 characters',
    );
    expect(firstOf({ ...valid, description: 'x'.repeat(501) })?.message).toBe(
      'Description must be at most 500 characters',
    );
    expect(firstOf({ ...valid, CostPerPerson: '0' })?.field).toBe('CostPerPerson');
    expect(firstOf({ ...valid, affiliateLink: 'not a link' })?.field).toBe('affiliateLink');
    expect(firstOf({ ...valid, capacityPerSlot: '2.5' })?.field).toBe('capacityPerSlot');
    expect(firstOf({ ...valid, capacityPerSlot: '30' })).toBeNull();
    for (const tourTimes of ['9:30', '08:00,12:15 , 18:45', '23:59']) {
      expect(firstOf({ ...valid, tourTimes })).toBeNull();
    }
    for (const tourTimes of ['', ' , ', '24:00', '9', 'noon', '08:60']) {
      expect(firstOf({ ...valid, tourTimes })).toEqual({
        field: 'tourTimes',
        message: 'Tour times must be times like 09:30, separated by commas',
      });
    }
    const thirteen = Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`);
    expect(firstOf({ ...valid, tourTimes: thirteen.join(',') })?.field).toBe('tourTimes');
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(firstOf({ ...valid, gallary: [pdf] })?.message).toBe('Only image files are allowed');
  });

  it('refuses prices finer than cents, as the server does', () => {
    expect(firstOf({ ...valid, price: '150.555' })).toEqual({
      field: 'price',
      message: 'Price must have at most 2 decimals',
    });
    expect(firstOf({ ...valid, CostPerPerson: '60.001' })).toEqual({
      field: 'CostPerPerson',
      message: 'Cost per person must have at most 2 decimals',
    });
  });
});
