import { catalogCheckCases } from '../../../test/catalog-check';
import { fieldErrorsOf } from '@travel/shell/forms';
import { parseFeatures, validateOffer, type OfferValues } from './validate-offer';

const image = new File(['x'], 'a.webp', { type: 'image/webp' });
const valid: OfferValues = {
  title: 'Autumn deal',
  Hotel: 'Sea View',
  Location: 'Lisbon',
  RoomType: 'Double',
  TrendingOffers: 'Trending',
  description: 'Three nights',
  Price: '250',
  Discount: '15',
  features: 'Free Wifi, Shuttle',
  timeZone: 'Europe/Lisbon',
  Image: [image],
  gallary: [],
};

describe('validateOffer', () => {
  const { firstOf, inSpecOrder } = catalogCheckCases(validateOffer, valid, 'Image');

  it('names every wrong field at once, in the spec order', () => {
    const broken = { ...valid, Hotel: '', Price: '0', Discount: '101', Image: [] };
    expect(fieldErrorsOf(validateOffer(broken, true)).map(({ field }) => field)).toEqual([
      'Hotel',
      'Price',
      'Discount',
      'Image',
    ]);
  });

  it('requires every text field first, then price, then discount, then the image', () => {
    const empty: OfferValues = {
      ...valid,
      title: '',
      Hotel: '',
      Location: '',
      RoomType: '',
      TrendingOffers: '',
      description: '',
      Price: '',
      Discount: '',
      Image: [],
    };
    inSpecOrder(empty, [
      ['Title is required', { title: 'T' }],
      ['Hotel is required', { Hotel: 'H' }],
      ['Location is required', { Location: 'L' }],
      ['Room type is required', { RoomType: 'R' }],
      ['Trending offers is required', { TrendingOffers: 'Y' }],
      ['Description is required', { description: 'D' }],
      ['Price must be greater than zero', { Price: '10' }],
      ['Discount must be between 0 and 100', { Discount: '0' }],
      ['Please upload an image', { Image: [image] }],
    ]);
  });

  it('bounds price and discount', () => {
    expect(firstOf({ ...valid, Price: '0' })?.field).toBe('Price');
    expect(firstOf({ ...valid, Discount: '100.5' })?.field).toBe('Discount');
    expect(firstOf({ ...valid, Discount: '-1' })?.field).toBe('Discount');
    expect(firstOf({ ...valid, Discount: '100' })).toBeNull();
  });

  it('splits features on commas and trims them', () => {
    expect(parseFeatures(' Free Wifi, Shuttle ,, Pool ')).toEqual(['Free Wifi', 'Shuttle', 'Pool']);
    expect(parseFeatures('')).toEqual([]);
    expect(firstOf({ ...valid, features: 'x'.repeat(101) })?.field).toBe('features');
  });

  it('refuses a price finer than cents, as the server does', () => {
    expect(firstOf({ ...valid, Price: '150.555' })).toEqual({
      field: 'Price',
      message: 'Price must have at most 2 decimals',
    });
    expect(firstOf({ ...valid, Price: '19.99' })).toBeNull();
  });
});
