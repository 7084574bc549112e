import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { DestinationPage } from './components/destination-page';

// Exposed as catalog/DestinationPage: the kit's remote contract says what its mounts pass.
export default DestinationPage satisfies ExposedComponent<'catalog', 'DestinationPage'>;
export const loadMessages = catalogMessages.load;
