import type { ExposedComponent } from '@travel/shell/remotes';
import { SearchPage } from './components/search-page';

// Exposed as catalog/SearchPage: the kit's remote contract says what its mounts pass.
export default SearchPage satisfies ExposedComponent<'catalog', 'SearchPage'>;
