import type { ExposedComponent } from '@travel/shell/remotes';
import { HotelPage } from './components/hotel-page';

// Exposed as catalog/HotelPage: the kit's remote contract says what its mounts pass.
export default HotelPage satisfies ExposedComponent<'catalog', 'HotelPage'>;
