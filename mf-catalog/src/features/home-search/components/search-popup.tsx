import { useEffect, useId, useRef } from 'react';
import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { countMatches, type SearchMatches } from '../api/search-catalog';
import type { RecentSearch } from '../lib/use-recent-searches';

type Props = {
  message: string;
  isError: boolean;
  results: SearchMatches | null;
  recent: RecentSearch[];
  onRecentSelect: (search: RecentSearch) => void;
  onClearHistory: () => void;
  onClose: () => void;
};

function recentLabel({ location, price }: RecentSearch): string {
  if (!price) return location;
  return location ? `${location} · ${price}` : price;
}

/** Non-modal dialog under the search box: feedback, result links and the search history. */
export function SearchPopup({
  message,
  isError,
  results,
  recent,
  onRecentSelect,
  onClearHistory,
  onClose,
}: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
  }, [message]);

  const hasResults = results !== null && countMatches(results) > 0;

  return (
    <div
      ref={dialogRef}
      className="cat-search-popup"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="cat-search-popup__header">
        <h2 id={titleId} className="cat-search-popup__title">
          Search results
        </h2>
        <button
          type="button"
          className="cat-search-popup__close"
          onClick={onClose}
          aria-label="Close search results"
        >
          ×
        </button>
      </div>
      <p
        className={
          isError
            ? 'cat-search-popup__message cat-search-popup__message--error'
            : 'cat-search-popup__message'
        }
        role={isError ? 'alert' : 'status'}
      >
        {message}
      </p>

      {hasResults && (
        <ul className="cat-search-popup__results" aria-label="Matches">
          {results.destinations.map((destination) => (
            <li key={`d-${destination._id}`}>
              <Link to={paths.tourPage(destination._id)} onClick={onClose}>
                {destination.title || destination.destination}
              </Link>{' '}
              <span className="cat-search-popup__kind">Destination · {destination.location}</span>
            </li>
          ))}
          {results.offers.map((offer) => (
            <li key={`o-${offer._id}`}>
              <Link to={paths.offerDetails(offer._id)} onClick={onClose}>
                {offer.title}
              </Link>{' '}
              <span className="cat-search-popup__kind">Offer · {offer.Location}</span>
            </li>
          ))}
          {results.hotels.map((hotel) => (
            <li key={`h-${hotel._id}`}>
              <Link to={paths.hotel} onClick={onClose}>
                {hotel.hotelName}
              </Link>{' '}
              <span className="cat-search-popup__kind">Hotel · {hotel.location}</span>
            </li>
          ))}
        </ul>
      )}

      <section className="cat-search-popup__history" aria-label="Recent Searches">
        <h3 className="cat-search-popup__subtitle">Recent Searches</h3>
        {recent.length === 0 ? (
          <p className="cat-search-popup__empty">No recent searches.</p>
        ) : (
          <>
            <ul className="cat-search-popup__recent">
              {recent.map((search) => (
                <li key={`${search.location}|${search.price}`}>
                  <button
                    type="button"
                    className="cat-search-popup__recent-item"
                    onClick={() => onRecentSelect(search)}
                  >
                    {recentLabel(search)}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="cat-search-popup__clear" onClick={onClearHistory}>
              Clear History
            </button>
          </>
        )}
      </section>
    </div>
  );
}
