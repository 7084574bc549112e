import { ResourceManager } from '../../components/catalog';
import { blogResource } from './lib/blog-resource';

/** /Admin/AddBlog. */
export default function BlogPostsPage() {
  return <ResourceManager config={blogResource} />;
}
