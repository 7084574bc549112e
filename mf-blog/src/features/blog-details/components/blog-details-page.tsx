import { Link, useParams } from '@travel/shell/router';
import { imageSrcSet, imageUrl } from '@travel/shell/http';
import { currentLang, t } from '@travel/shell/i18n';
import { RecordView, SafeImage, summarize, usePageMeta, usePageUrl } from '@travel/shell/ui';
import type { BlogPost } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { paragraphs } from '../lib/paragraphs';
import { useBlogPost } from '../api/blog-post-api';
import '../../../styles/shared.css';
import './blog-details-page.css';

export function BlogDetailsPage() {
  const { id = '' } = useParams();
  const state = useBlogPost(id);
  const loaded = state.status === 'success' ? state.data.data : null;
  const missing =
    (state.status === 'error' && state.notFound) || (state.status === 'success' && !loaded);
  const page = usePageUrl();
  usePageMeta(
    loaded
      ? {
          title: loaded.Title,
          description: summarize(
            [loaded.subtitle, loaded.description || loaded.Content].filter(Boolean).join(': '),
          ),
          image: loaded.Image ? imageUrl(loaded.Image, 1200) : undefined,
          type: 'article',
          jsonLd: postJsonLd(loaded, page),
        }
      : missing
        ? {
            title: t('blog.post.notFoundTitle'),
            description: t('blog.post.notFoundDescription'),
          }
        : { title: t('blog.post.pageTitle'), description: t('blog.post.pageDescription') },
  );

  return (
    <div className="blog-page">
      <RecordView
        state={state}
        error={t('blog.post.error')}
        gone={{
          title: t('blog.post.goneTitle'),
          message: t('blog.post.goneMessage'),
          link: <Link to={paths.blog}>{t('blog.post.allPosts')}</Link>,
        }}
      >
        {(post) => <BlogDetails post={post} />}
      </RecordView>
    </div>
  );
}

/** schema.org BlogPosting: headline, picture and dates of the post for search results. */
function postJsonLd(
  post: BlogPost,
  page: { origin: string; pathname: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.Title,
    description: summarize(post.subtitle || post.description || post.Content, 300),
    url: page.origin + page.pathname,
    ...(post.Image ? { image: new URL(imageUrl(post.Image, 1200), page.origin).href } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    inLanguage: currentLang(),
    publisher: { '@type': 'Organization', name: 'Travel & Tours' },
  };
}

function BlogDetails({ post }: { post: BlogPost }) {
  const images = [post.Image, ...(post.gallary ?? [])].filter((image): image is string =>
    Boolean(image),
  );
  return (
    <article className="blog-details">
      <header className="blog-details__header">
        <h1 className="blog-section-title">{post.Title}</h1>
        {post.subtitle && <p className="blog-details__subtitle">{post.subtitle}</p>}
        {post.subsubtitle && <p className="blog-details__subsubtitle">{post.subsubtitle}</p>}
      </header>
      {images.length > 0 && (
        <ul className="blog-details__gallery" aria-label={t('blog.gallery')}>
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <SafeImage
                src={imageUrl(image, 1200)}
                srcSet={imageSrcSet(image)}
                // Gallery cells of at least 12rem: one a row on a phone, several on wide screens.
                sizes="(min-width: 40rem) 20rem, 100vw"
                alt={t('blog.photo', { title: post.Title, number: index + 1 })}
                width={480}
                height={360}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="blog-details__text">
        {paragraphs(post.description || post.Content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {post.highlights.length > 0 && (
        <section className="blog-details__highlights" aria-labelledby="blog-highlights-title">
          <h2 id="blog-highlights-title">{t('blog.post.highlights')}</h2>
          <ul>
            {post.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>
      )}
      {post.Link && (
        <p>
          <a href={post.Link} target="_blank" rel="noopener noreferrer">
            {t('blog.post.fullStory')}
          </a>
        </p>
      )}
    </article>
  );
}
