import type { ExposedComponent } from '@travel/shell/remotes';
import { TourPage } from './components/tour-page';

// Exposed as booking/TourPage: the kit's remote contract says what its mounts pass.
export default TourPage satisfies ExposedComponent<'booking', 'TourPage'>;
export type { TourBooking, TourDestination } from './types';
export { loadMessages } from '../../i18n/messages';
