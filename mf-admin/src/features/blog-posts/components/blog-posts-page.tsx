import { Created } from '../../../components/table-cells';
import { CatalogManager, column, type CatalogConfig } from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import {
  blogPageUrl,
  blogPostOf,
  blogPostReadUrl,
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
    column.image(
      (post) => post.Image,
      (post) => post.Title,
    ),
    column.field('Title', 'Title', { className: 'adm-catalog__text' }),
    column.field('subtitle', 'Subtitle', { className: 'adm-catalog__text' }),
    column.field('createdAt', 'Published', { show: (at) => <Created at={at} /> }),
    translationsColumn((post) => post.missingTranslations),
  ],
  searchText: (p) => `${p.Title} ${p.subtitle} ${p.subsubtitle}`,
  searchLabel: 'Search this page of posts',
  nouns: ['blog post', 'blog posts'],
  texts: {
    fetchError: () => 'Failed to fetch blog posts',
    deleteSuccess: 'Blog post deleted successfully!',
  },
  recordUrl: (p) => blogPostReadUrl(p._id),
  selectRecord: blogPostOf,
  remove: (p) => deleteBlogPost(p._id),
  deletedKind: 'blog-post',
  Form: BlogPostForm,
};

/** /Admin/AddBlog: the blog posts, a server page at a time, with their add/edit popup. */
export function BlogPostsPage() {
  return <CatalogManager config={config} />;
}
