import { RemoteModule } from '@travel/shell/remotes';
import { usePageMeta } from '@travel/shell/ui';

/** /blog: the blog remote's list of posts as a page of its own, for the main navigation's Blog link. */
export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description: 'Travel stories, destination guides and tips from our team.',
  });
  return (
    <div className="sh-page">
      <h1>Blog</h1>
      <RemoteModule remote="blog" module="BlogList" label="Blog" props={{ pageInAddress: true }} />
    </div>
  );
}
