import type { ExposedComponent } from '@travel/shell/remotes';
import { blogMessages } from '../../i18n/messages';
import { BlogList } from './components/blog-list';

// Exposed as blog/BlogList: the kit's remote contract says what its mounts pass.
export default BlogList satisfies ExposedComponent<'blog', 'BlogList'>;
export const loadMessages = blogMessages.load;
