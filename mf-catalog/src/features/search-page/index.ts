import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { SearchPage } from './components/search-page';

// Exposed as catalog/SearchPage: the kit's remote contract says what its mounts pass.
export default SearchPage satisfies ExposedComponent<'catalog', 'SearchPage'>;
export const loadMessages = catalogMessages.load;
