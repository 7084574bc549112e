import { Link, useParams } from '@travel/shell/router';
import { Spinner } from '@travel/shell/ui';
import { useApiGet } from '@travel/shell/data';
import { paths } from '@travel/shell/paths';
import { destinationUrl, destinationsUrl } from '../api/destination-urls';
import type { TourDestination } from '../types';
import { TourDetails } from './tour-details';
import '../../../styles/common.css';
import './tour-page.css';

function Failure({ message }: { message: string }) {
  return (
    <p className="bk-status bk-status--error" role="alert">
      {message}
    </p>
  );
}

function TourById({ id }: { id: string }) {
  const state = useApiGet<TourDestination>(destinationUrl(id));
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return state.notFound ? (
      <p className="bk-status">No destinations found.</p>
    ) : (
      <Failure message="Failed to load destination data. Please try again later." />
    );
  }
  return <TourDetails destination={state.data} />;
}

/** /TourPage without an id: show the first tour, with the others a click away. */
function FirstTour() {
  const state = useApiGet<TourDestination[]>(destinationsUrl);
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return <Failure message="Failed to load destinations. Please try again later." />;
  }
  const [first, ...others] = state.data;
  if (!first) return <p className="bk-status">No destinations found.</p>;
  return (
    <>
      <TourDetails destination={first} />
      {others.length > 0 && (
        <nav className="bk-tour-chooser" aria-label="More tours">
          <h2>More tours</h2>
          <ul>
            {others.map((tour) => (
              <li key={tour._id}>
                <Link to={paths.tourPage(tour._id)}>
                  {tour.title || tour.destination || 'Destination'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

export function TourPage() {
  const { id } = useParams();
  return <div className="bk-page">{id ? <TourById id={id} /> : <FirstTour />}</div>;
}
