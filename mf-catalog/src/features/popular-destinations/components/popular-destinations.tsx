import { useState } from 'react';
import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { AsyncView, SafeImage, formatPrice } from '@travel/shell/ui';
import type { Destination } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { paths } from '@travel/shell/paths';
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
      <AsyncView
        state={state}
        loading="Loading..."
        error="Failed to load destinations. Please try again later."
        isEmpty={(destinations) => destinations.length === 0}
        empty={<p>No destinations found.</p>}
      >
        {(destinations) => (
          <DestinationGrid
            destinations={destinations}
            page={Math.min(page, pageCount(destinations.length) - 1)}
            onPage={setPage}
          />
        )}
      </AsyncView>
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
            <Link to={paths.tourPage(destination._id)} className="cat-popular__card">
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
