export { StayBookingsPage as default } from './components/stay-bookings-page';
