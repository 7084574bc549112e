import { Created } from '../../../components/table-cells';
import { CatalogManager, Thumbnail, type CatalogConfig } from '../../../components/catalog-manager';
import {
  blogPageUrl,
  blogPostOf,
  blogPostUrl,
  deleteBlogPost,
  type BlogPost,
  type Paged,
} from '../api/blog-posts-api';
import { BlogPostForm } from './blog-post-form';

const config: CatalogConfig<BlogPost> = {
  title: 'Blog Management',
  caption: 'Blog posts',
  source: {
    kind: 'paged',
    url: blogPageUrl,
    select: (body) => {
      const paged = body as Paged<BlogPost> | null;
      return {
        rows: paged?.data ?? [],
        page: paged?.page ?? 1,
        totalPages: paged?.totalPages ?? 1,
        total: paged?.total ?? 0,
      };
    },
  },
  rowKey: (post) => post._id,
  rowName: (post) => post.Title,
  columns: [
    {
      key: 'image',
      header: 'Image',
      render: (post) => <Thumbnail src={post.Image} alt={post.Title} />,
    },
    {
      key: 'Title',
      header: 'Title',
      className: 'adm-catalog__text',
      render: (p) => p.Title,
      sortValue: (p) => p.Title,
    },
    {
      key: 'subtitle',
      header: 'Subtitle',
      className: 'adm-catalog__text',
      render: (p) => p.subtitle,
      sortValue: (p) => p.subtitle,
    },
    {
      key: 'createdAt',
      header: 'Published',
      render: (p) => <Created at={p.createdAt} />,
      sortValue: (p) => p.createdAt,
    },
  ],
  searchText: (p) => `${p.Title} ${p.subtitle} ${p.subsubtitle}`,
  searchLabel: 'Search this page of posts',
  nouns: ['blog post', 'blog posts'],
  texts: {
    add: 'Add New Blog Post',
    editTitle: 'Edit Blog Post',
    loading: 'Loading blog posts...',
    fetchError: () => 'Failed to fetch blog posts',
    emptyTitle: 'No blog posts found.',
    emptyHint: 'Add a new blog post to get started!',
    deleteQuestion: 'Are you sure you want to delete this blog post?',
    deleteSuccess: 'Blog post deleted successfully!',
    deleteFailure: (message) => `Failed to delete blog post: ${message}`,
  },
  recordUrl: (p) => blogPostUrl(p._id),
  selectRecord: blogPostOf,
  remove: (p) => deleteBlogPost(p._id),
  deletedKind: 'blog-post',
  Form: BlogPostForm,
};

/** /Admin/AddBlog: the blog posts, a server page at a time, with their add/edit popup. */
export function BlogPostsPage() {
  return <CatalogManager config={config} />;
}
