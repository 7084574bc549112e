export { NewBookingPage as default } from './components/new-booking-page';
