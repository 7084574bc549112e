import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { PopularDestinations } from './components/popular-destinations';

// Exposed as catalog/PopularDestinations: the kit's remote contract says what its mounts pass.
export default PopularDestinations satisfies ExposedComponent<'catalog', 'PopularDestinations'>;
export const loadMessages = catalogMessages.load;
