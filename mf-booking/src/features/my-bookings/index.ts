import type { ExposedComponent } from '@travel/shell/remotes';
import { MyBookings } from './components/my-bookings';

// Exposed as booking/MyBookings: the kit's remote contract says what its mounts pass.
export default MyBookings satisfies ExposedComponent<'booking', 'MyBookings'>;
export { loadMessages } from '../../i18n/messages';
