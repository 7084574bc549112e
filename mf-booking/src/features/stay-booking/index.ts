export { StayBookingForm as default } from './components/stay-booking-form';
export type { StayBookingFormProps } from './components/stay-booking-form';
export type { StayBooking, StayOffer } from './types';
