export { TourPage as default } from './components/tour-page';
export type { TourBooking, TourDestination } from './types';
