import { Link, useParams } from '@travel/shell/router';
import { ErrorPanel, Spinner, usePageMeta } from '@travel/shell/ui';
import { paths } from '@travel/shell/paths';
import { useTourDestination, useTourDestinations } from '../api/destinations-api';
import { TourDetails } from './tour-details';
import '../../../styles/shared.css';
import './tour-page.css';

/** A deleted or mistyped tour: no Retry, which could never bring it back, but the way to the others. */
function MissingTour() {
  usePageMeta({ title: 'Tour not found', description: 'This tour no longer exists.' });
  return (
    <ErrorPanel
      title="This tour no longer exists"
      message="It may have been removed, or the link may be mistyped."
    >
      <Link to={paths.destination}>See all tours</Link>
    </ErrorPanel>
  );
}

function TourById({ id }: { id: string }) {
  const state = useTourDestination(id);
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return state.notFound ? (
      <MissingTour />
    ) : (
      <ErrorPanel
        message="Failed to load destination data. Please try again later."
        onAction={state.reload}
      />
    );
  }
  return <TourDetails destination={state.data} />;
}

/** /TourPage without an id: show the first tour, with the others a click away. */
function FirstTour() {
  const state = useTourDestinations();
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return (
      <ErrorPanel
        message="Failed to load destinations. Please try again later."
        onAction={state.reload}
      />
    );
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
