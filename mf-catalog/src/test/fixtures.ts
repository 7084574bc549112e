import type { Destination, Hotel, Offer } from '@travel/shell/api-types';

const CREATED = '2026-01-01T00:00:00.000Z';

export function destination(n: number, overrides: Partial<Destination> = {}): Destination {
  return {
    _id: `d${n}`,
    destination: `Destination ${n}`,
    location: `Place ${n}`,
    price: 100 + n,
    title: `Tour ${n}`,
    description: `Description ${n}`,
    CostPerPerson: 50 + n,
    image: `/api/images/img${n}`,
    gallary: [],
    capacityPerSlot: 20,
    tourTimes: ['09:00', '13:00', '17:00'],
    timeZone: 'Europe/Lisbon',
    priceCategories: [],
    extras: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function offer(n: number, overrides: Partial<Offer> = {}): Offer {
  return {
    _id: `o${n}`,
    title: `Offer ${n}`,
    Hotel: `Hotel ${n}`,
    Location: `City ${n}`,
    RoomType: 'Double',
    Discount: 10 * n,
    Price: 99.5 * n,
    description: `Offer description ${n}`,
    features: ['Sea view', 'Breakfast'],
    Image: `/api/images/offer${n}`,
    gallary: [`/api/images/offer${n}-a`],
    TrendingOffers: '',
    timeZone: 'Europe/Lisbon',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function hotel(n: number, overrides: Partial<Hotel> = {}): Hotel {
  return {
    _id: `h${n}`,
    hotelName: `Hotel ${n}`,
    location: `Town ${n}`,
    pricePerNight: 80 + n,
    description: `Hotel description ${n}`,
    image: [`/api/images/hotel${n}`],
    gallery: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
