import { useState } from 'react';
import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { SafeImage } from '@travel/shell/ui';
import type { BlogPost, Paged } from '@travel/shell/api-types';
import { useApiGet } from '../../../lib/use-api-get';
import { excerpt } from '../lib/excerpt';
import '../../../styles/shared.css';
import './blog-list.css';

export function BlogList() {
  const [page, setPage] = useState(1);
  const state = useApiGet<Paged<BlogPost>>(`/api/Blog?page=${page}`);

  return (
    <section className="blog-list" aria-labelledby="blog-list-title">
      <h2 id="blog-list-title" className="blog-section-title">
        From Our Blog
      </h2>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'error' && (
        <p role="alert" className="blog-error">
          Failed to load blogs. Please try again later.
        </p>
      )}
      {state.status === 'success' && state.data.data.length === 0 && (
        <p>No blogs available at the moment.</p>
      )}
      {state.status === 'success' && state.data.data.length > 0 && (
        <>
          <ul className="blog-list__grid">
            {state.data.data.map((post) => (
              <li key={post._id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <nav className="blog-list__pager" aria-label="Blog pagination">
            <button
              type="button"
              className="blog-button"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span aria-live="polite">
              Page {state.data.page} of {Math.max(1, state.data.totalPages)}
            </span>
            <button
              type="button"
              className="blog-button"
              disabled={page >= state.data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

function BlogCard({ post }: { post: BlogPost }) {
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
        <h3 id={`blog-card-${id}`} className="blog-card__title">
          {post.Title}
        </h3>
        <p className="blog-card__excerpt">{excerpt(post.description || post.Content)}</p>
        <Link
          className="blog-card__more"
          to={`/BlogDetails/${id}`}
          aria-label={`Read More: ${post.Title}`}
        >
          Read More
        </Link>
      </div>
    </article>
  );
}
