import { Created } from '../../../components/table-cells';
import { t } from '@travel/shell/i18n';
import {
  CatalogManager,
  catalogMessages,
  column,
  type CatalogConfig,
} from '../../../components/catalog-manager';
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

/** The screen's configuration in the page's language (built at render). */
const config = (): CatalogConfig<BlogPost> => ({
  title: t('admin.blogPosts.title'),
  caption: t('admin.blogPosts.caption'),
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
    column.field('Title', t('admin.blogPosts.colTitle'), { className: 'adm-catalog__text' }),
    column.field('subtitle', t('admin.blogPosts.colSubtitle'), { className: 'adm-catalog__text' }),
    column.field('createdAt', t('admin.blogPosts.colPublished'), {
      show: (at) => <Created at={at} />,
    }),
    translationsColumn((post) => post.missingTranslations),
  ],
  searchText: (p) => `${p.Title} ${p.subtitle} ${p.subsubtitle}`,
  searchLabel: t('admin.blogPosts.search'),
  nouns: ['blog post', 'blog posts'],
  texts: catalogMessages('admin.blogPosts'),
  recordUrl: (p) => blogPostReadUrl(p._id),
  selectRecord: blogPostOf,
  remove: (p) => deleteBlogPost(p._id),
  deletedKind: 'blog-post',
  Form: BlogPostForm,
});

/** /Admin/AddBlog: the blog posts, a server page at a time, with their add/edit popup. */
export function BlogPostsPage() {
  return <CatalogManager config={config()} />;
}
