import type { ExposedComponent } from '@travel/shell/remotes';
import { adminMessages } from '../i18n/messages';
import { AdminApp } from './admin-app';

// The remote's exposed entry (./AdminApp): the shell renders its default export under /admin/*, once
// `loadMessages` has loaded the dashboard's texts in the page's language.
export default AdminApp satisfies ExposedComponent<'admin', 'AdminApp'>;
export const loadMessages = adminMessages.load;
