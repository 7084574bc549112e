import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { SpecialOffers } from './components/special-offers';

// Exposed as catalog/SpecialOffers: the kit's remote contract says what its mounts pass.
export default SpecialOffers satisfies ExposedComponent<'catalog', 'SpecialOffers'>;
export const loadMessages = catalogMessages.load;
