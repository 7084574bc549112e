import { useState } from 'react';
import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { SafeImage, formatPrice } from '@travel/shell/ui';
import type { Destination } from '@travel/shell/api-types';
import { useApiGet } from '../../../lib/use-api-get';
import { pageCount, pageItems } from '../lib/paginate';
import '../../../styles/shared.css';
import './popular-destinations.css';

export function PopularDestinations() {
  const state = useApiGet<Destination[]>('/api/destination');
  const [page, setPage] = useState(0);

  return (
    <section className="cat-popular" aria-labelledby="cat-popular-title">
      <h2 id="cat-popular-title" className="cat-section-title">
        Popular Destinations
      </h2>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'error' && (
        <p role="alert">Failed to load destinations. Please try again later.</p>
      )}
      {state.status === 'success' && state.data.length === 0 && <p>No destinations found.</p>}
      {state.status === 'success' && state.data.length > 0 && (
        <DestinationGrid
          destinations={state.data}
          page={Math.min(page, pageCount(state.data.length) - 1)}
          onPage={setPage}
        />
      )}
    </section>
  );
}

type GridProps = { destinations: Destination[]; page: number; onPage: (page: number) => void };

function DestinationGrid({ destinations, page, onPage }: GridProps) {
  const pages = pageCount(destinations.length);
  return (
    <>
      <ul className="cat-popular__grid">
        {pageItems(destinations, page).map((destination) => (
          <li key={destination._id} className="cat-popular__item">
            <Link to={`/TourPage/${destination._id}`} className="cat-popular__card">
              <SafeImage
                className="cat-popular__image"
                src={imageUrl(destination.image, 480)}
                alt={destination.title || destination.destination}
                loading="lazy"
              />
              <span className="cat-popular__name">
                {destination.destination || destination.title}
              </span>
              <span className="cat-popular__location">{destination.location}</span>
              <span className="cat-popular__price">
                From {formatPrice(destination.CostPerPerson)} per person
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <nav className="cat-popular__pager" aria-label="Popular destinations pagination">
        <button
          type="button"
          className="cat-pager-arrow"
          aria-label="Previous page"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </button>
        <span className="cat-popular__page" aria-live="polite">
          Page {page + 1} of {pages}
        </span>
        <button
          type="button"
          className="cat-pager-arrow"
          aria-label="Next page"
          disabled={page >= pages - 1}
          onClick={() => onPage(page + 1)}
        >
          ›
        </button>
      </nav>
    </>
  );
}
