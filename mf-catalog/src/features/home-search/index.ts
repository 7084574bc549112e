import type { ExposedComponent } from '@travel/shell/remotes';
import { HomeSearch } from './components/home-search';

// Exposed as catalog/HomeSearch: the kit's remote contract says what its mounts pass.
export default HomeSearch satisfies ExposedComponent<'catalog', 'HomeSearch'>;
export type { RecentSearch } from './lib/use-recent-searches';
