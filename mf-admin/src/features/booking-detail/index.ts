export { BookingDetailPage as default } from './components/booking-detail-page';
