import { t } from '@travel/shell/i18n';
import { Link, useParams } from '@travel/shell/router';
import { ErrorPanel, Spinner, usePageMeta } from '@travel/shell/ui';
import { paths } from '@travel/shell/paths';
import { useTourDestination, useTourDestinations } from '../api/destinations-api';
import { TourDetails } from './tour-details';
import '../../../styles/shared.css';
import './tour-page.css';

/** A deleted or mistyped tour: no Retry, which could never bring it back, but the way to the others. */
function MissingTour() {
  usePageMeta({
    title: t('booking.tour.notFoundTitle'),
    description: t('booking.tour.notFoundDescription'),
  });
  return (
    <ErrorPanel title={t('booking.tour.gone')} message={t('booking.tour.goneDetail')}>
      <Link to={paths.destination}>{t('booking.tour.seeAll')}</Link>
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
      <ErrorPanel message={t('booking.tour.loadFailed')} onAction={state.reload} />
    );
  }
  return <TourDetails destination={state.data} />;
}

/** /TourPage without an id: show the first tour, with the others a click away. */
function FirstTour() {
  const state = useTourDestinations();
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    return <ErrorPanel message={t('booking.tour.listFailed')} onAction={state.reload} />;
  }
  const [first, ...others] = state.data;
  if (!first) return <p className="bk-status">{t('booking.tour.none')}</p>;
  return (
    <>
      <TourDetails destination={first} />
      {others.length > 0 && (
        <nav className="bk-tour-chooser" aria-label={t('booking.tour.more')}>
          <h2>{t('booking.tour.more')}</h2>
          <ul>
            {others.map((tour) => (
              <li key={tour._id}>
                <Link to={paths.tourPage(tour._id)}>
                  {tour.title || tour.destination || t('booking.tour.untitled')}
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
