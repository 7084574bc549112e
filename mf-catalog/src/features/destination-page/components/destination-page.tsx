import type { Destination } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { AsyncView, summarize, usePageMeta } from '@travel/shell/ui';
import '../../../styles/shared.css';

/** The public /destination screen shows the first destination of the list (spec, "Destination screen"). */
export function DestinationPage() {
  const state = useApiGet<Destination[]>('/api/destination');
  const first = state.status === 'success' ? state.data[0] : undefined;
  usePageMeta({
    title: first?.title || 'Destination',
    description:
      summarize(first?.description) ||
      'One-day tours to the most beautiful places: see the destination and book a guided tour.',
  });

  return (
    <article className="cat-page cat-destination">
      <AsyncView state={state} loading="Loading..." error="Failed to fetch destination">
        {(destinations) => <FirstDestination destination={destinations[0]} />}
      </AsyncView>
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
