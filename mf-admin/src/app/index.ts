import type { ExposedComponent } from '@travel/shell/remotes';
import { AdminApp } from './admin-app';

// The remote's exposed entry (./AdminApp): the shell renders its default export under /admin/*.
export default AdminApp satisfies ExposedComponent<'admin', 'AdminApp'>;
