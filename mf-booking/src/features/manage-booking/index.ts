import type { ExposedComponent } from '@travel/shell/remotes';
import { ManageBookingPage } from './components/manage-booking-page';

// Exposed as booking/ManageBookingPage: the kit's remote contract says what its mounts pass.
export default ManageBookingPage satisfies ExposedComponent<'booking', 'ManageBookingPage'>;
export { loadMessages } from '../../i18n/messages';
