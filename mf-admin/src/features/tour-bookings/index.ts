export { TourBookingsPage as default } from './components/tour-bookings-page';
