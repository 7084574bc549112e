import type { ExposedComponent } from '@travel/shell/remotes';
import { WaitlistPage } from './components/waitlist-page';

// Exposed as booking/WaitlistPage: the kit's remote contract says what its mounts pass.
export default WaitlistPage satisfies ExposedComponent<'booking', 'WaitlistPage'>;
export { loadMessages } from '../../i18n/messages';
