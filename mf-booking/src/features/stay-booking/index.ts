import type { ExposedComponent } from '@travel/shell/remotes';
import { StayBookingForm } from './components/stay-booking-form';

// Exposed as booking/StayBookingForm: the kit's remote contract says what its mounts pass.
export default StayBookingForm satisfies ExposedComponent<'booking', 'StayBookingForm'>;
export type { StayBookingFormProps } from './components/stay-booking-form';
export type { StayBooking, StayOffer } from './types';
export { loadMessages } from '../../i18n/messages';
