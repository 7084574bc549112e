import type { ExposedComponent } from '@travel/shell/remotes';
import { GiftCardPage } from './components/gift-card-page';

// Exposed as booking/GiftCardPage: /gift-cards and /gift-cards/thanks.
export default GiftCardPage satisfies ExposedComponent<'booking', 'GiftCardPage'>;
export { loadMessages } from '../../i18n/messages';
