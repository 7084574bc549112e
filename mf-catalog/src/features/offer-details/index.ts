import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { OfferDetailsPage } from './components/offer-details-page';

// Exposed as catalog/OfferDetailsPage: the kit's remote contract says what its mounts pass.
export default OfferDetailsPage satisfies ExposedComponent<'catalog', 'OfferDetailsPage'>;
export const loadMessages = catalogMessages.load;
