import type { Offer } from '@travel/shell/api-types';

export type { StayBooking, StayBookingRequest } from '@travel/shell/api-types';

/** The part of an offer the stay form needs; the catalog's offer page passes it in. */
export type StayOffer = Pick<Offer, '_id' | 'title' | 'Price'>;
