import type { ExposedComponent } from '@travel/shell/remotes';
import { catalogMessages } from '../../i18n/messages';
import { HomeSearch } from './components/home-search';

// Exposed as catalog/HomeSearch: the kit's remote contract says what its mounts pass.
export default HomeSearch satisfies ExposedComponent<'catalog', 'HomeSearch'>;
export type { RecentSearch } from './lib/use-recent-searches';
export const loadMessages = catalogMessages.load;
