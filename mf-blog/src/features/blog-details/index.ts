import type { ExposedComponent } from '@travel/shell/remotes';
import { blogMessages } from '../../i18n/messages';
import { BlogDetailsPage } from './components/blog-details-page';

// Exposed as blog/BlogDetailsPage: the kit's remote contract says what its mounts pass.
export default BlogDetailsPage satisfies ExposedComponent<'blog', 'BlogDetailsPage'>;
export const loadMessages = blogMessages.load;
