import { useState } from 'react';
import { Link, useSearchParams } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import { AsyncView, SafeImage } from '@travel/shell/ui';
import type { BlogPost } from '@travel/shell/api-types';
import { Pager } from '@travel/shell/tables';
import { listPageOf, paths } from '@travel/shell/paths';
import { excerpt } from '../lib/excerpt';
import { useBlogPosts } from '../api/blog-posts-api';
import '../../../styles/shared.css';
import './blog-list.css';

export interface BlogListProps {
  /**
   * On /blog: the page number is in the address (`/blog?page=2`) and the pager links to the pages, so the
   * server renders each one and crawlers reach every post. Elsewhere (Home) the list pages in place.
   */
  pageInAddress?: boolean;
}

export function BlogList({ pageInAddress = false }: BlogListProps) {
  const [params] = useSearchParams();
  const [ownPage, setOwnPage] = useState(1);
  const page = pageInAddress ? listPageOf(params) : ownPage;
  const state = useBlogPosts(page);

  return (
    <section
      className="blog-list"
      {...(pageInAddress
        ? { 'aria-label': t('blog.list.posts') }
        : { 'aria-labelledby': 'blog-list-title' })}
    >
      {/* On /blog the page's own heading names the list; a second "From Our Blog" under it said it twice. */}
      {!pageInAddress && (
        <h2 id="blog-list-title" className="blog-section-title">
          {t('blog.list.title')}
        </h2>
      )}
      <AsyncView
        state={state}
        loading={t('blog.loading')}
        error={t('blog.list.error')}
        isEmpty={(posts) => posts.data.length === 0}
        empty={<p>{t('blog.list.empty')}</p>}
      >
        {(posts) => (
          <>
            <ul className="blog-list__grid">
              {posts.data.map((post) => (
                <li key={post._id}>
                  <BlogCard post={post} heading={pageInAddress ? 'h2' : 'h3'} />
                </li>
              ))}
            </ul>
            <Pager
              page={posts.page}
              totalPages={posts.totalPages}
              label={t('blog.list.pages')}
              {...(pageInAddress ? { hrefOf: paths.blogPage } : { onPageChange: setOwnPage })}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}

/** `heading`: h2 right under the /blog page's h1, h3 under Home's "From Our Blog". */
function BlogCard({ post, heading: Heading }: { post: BlogPost; heading: 'h2' | 'h3' }) {
  const id = post._id;
  return (
    <article className="blog-card" aria-labelledby={`blog-card-${id}`}>
      <SafeImage
        className="blog-card__image"
        src={imageUrl(post.Image, 480)}
        alt={post.Title}
        loading="lazy"
      />
      <div className="blog-card__body">
        <Heading id={`blog-card-${id}`} className="blog-card__title">
          {post.Title}
        </Heading>
        <p className="blog-card__excerpt">{excerpt(post.description || post.Content)}</p>
        {/* The title in the link's own text, not only in an aria-label: search engines read the text. */}
        <Link className="blog-card__more" to={paths.blogDetails(id)}>
          {t('blog.list.readMore')}
          <span className="sh-visually-hidden">
            {t('blog.list.readMoreOf', { title: post.Title })}
          </span>
        </Link>
      </div>
    </article>
  );
}
