export { MyBookings as default } from './components/my-bookings';
