import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { HotelPage } from './components/hotel-page';

// Exposed as catalog/HotelPage: the kit's remote contract says what its mounts pass.
export default HotelPage satisfies ExposedComponent<'catalog', 'HotelPage'>;
export const loadMessages = catalogMessages.load;
