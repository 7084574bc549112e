import type { ExposedProps } from '@travel/shell/remotes';

export type { StayAvailability, StayBooking, StayBookingRequest } from '@travel/shell/api-types';

// The part of an offer the stay form needs: what the catalog's offer page passes (the remote contract).
export type StayOffer = ExposedProps<'booking', 'StayBookingForm'>['offer'];
