import { catalogCheckCases } from '../../../test/catalog-check';
import { fieldErrorsOf } from '@travel/shell/forms';
import { validateHotel, type HotelValues } from './validate-hotel';

const image = new File(['x'], 'a.png', { type: 'image/png' });
const valid: HotelValues = {
  hotelName: 'Sea View',
  location: 'Lisbon',
  pricePerNight: '120.5',
  description: 'By the sea',
  affiliateLink: '',
  image: [image],
  gallery: [],
};

describe('validateHotel', () => {
  const { firstOf, inSpecOrder } = catalogCheckCases(validateHotel, valid, 'image');

  it('checks the rules in the spec order', () => {
    const empty: HotelValues = {
      ...valid,
      hotelName: '',
      location: '',
      pricePerNight: '',
      image: [],
    };
    inSpecOrder(empty, [
      ['Please upload an image', { image: [image] }],
      ['Please enter a valid price per night', { pricePerNight: '10' }],
      ['Hotel name is required', { hotelName: 'A' }],
      ['Location is required', { location: 'L' }],
    ]);
  });

  it('names every wrong field at once, in the spec order, each with its first broken rule', () => {
    const empty: HotelValues = {
      ...valid,
      hotelName: '',
      location: 'x'.repeat(101),
      pricePerNight: '',
      image: [],
    };
    expect(fieldErrorsOf(validateHotel(empty, true))).toEqual([
      { field: 'image', message: 'Please upload an image' },
      { field: 'pricePerNight', message: 'Please enter a valid price per night' },
      { field: 'hotelName', message: 'Hotel name is required' },
      { field: 'location', message: 'Location must be at most 100 characters' },
    ]);
    expect(fieldErrorsOf(validateHotel(valid, true))).toEqual([]);
  });

  it('refuses a zero, negative or malformed price', () => {
    for (const pricePerNight of ['0', '-1', 'abc', ' ']) {
      expect(firstOf({ ...valid, pricePerNight })).toEqual({
        field: 'pricePerNight',
        message: 'Please enter a valid price per night',
      });
    }
  });

  it('limits lengths, checks the link and the file types', () => {
    expect(firstOf({ ...valid, hotelName: 'x'.repeat(101) })?.message).toBe(
      'Hotel name must be at most 100 characters',
    );
    expect(firstOf({ ...valid, hotelName: `  ${'x'.repeat(100)}  ` })).toBeNull();
    expect(firstOf({ ...valid, description: 'x'.repeat(501) })?.message).toBe(
      'Description must be at most 500 characters',
    );
    expect(firstOf({ ...valid, affiliateLink: 'ftp://x.com' })?.field).toBe('affiliateLink');
    expect(firstOf({ ...valid, affiliateLink: 'https://book.example.com/x' })).toBeNull();
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(firstOf({ ...valid, gallery: [image, text] })).toEqual({
      field: 'gallery',
      message: 'Only image files are allowed',
    });
  });

  it('refuses a price finer than cents, as the server does, and takes 0.29', () => {
    expect(firstOf({ ...valid, pricePerNight: '150.555' })).toEqual({
      field: 'pricePerNight',
      message: 'Price per night must have at most 2 decimals',
    });
    expect(firstOf({ ...valid, pricePerNight: '0.29' })).toBeNull();
  });
});
