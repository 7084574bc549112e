import type { Destination } from '@travel/shell/api-types';
import { useApiGet } from '../../../lib/use-api-get';
import '../../../styles/shared.css';

/** The public /destination screen shows the first destination of the list (spec, "Destination screen"). */
export function DestinationPage() {
  const state = useApiGet<Destination[]>('/api/destination');

  return (
    <article className="cat-page cat-destination">
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'error' && (
        <p role="alert" className="cat-error">
          Failed to fetch destination
        </p>
      )}
      {state.status === 'success' && <FirstDestination destination={state.data[0]} />}
    </article>
  );
}

function FirstDestination({ destination }: { destination: Destination | undefined }) {
  if (!destination) return <p>No destinations found</p>;
  return (
    <>
      <h1 className="cat-section-title">{destination.title || 'Destination'}</h1>
      <p>{destination.description || 'Description not available.'}</p>
      {destination.affiliateLink && (
        <a
          className="cat-link-button"
          href={destination.affiliateLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          Visit Affiliate Link
        </a>
      )}
    </>
  );
}
