import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import type { Destination } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { AsyncView, SafeImage, formatPrice, summarize, usePageMeta } from '@travel/shell/ui';
import { useDestinations } from '../../../api/destinations-api';
import { tourFromPrice } from '../../../lib/tour-from-price';
import '../../../styles/shared.css';
import './destination-page.css';

/**
 * The public /destination screen: every destination as a card with its picture, place and price per person,
 * and a way to book its tour (the spec's single first destination left a page of two lines of text).
 */
export function DestinationPage() {
  const state = useDestinations();
  usePageMeta({
    title: t('catalog.destinations.title'),
    description: t('catalog.destinations.description'),
  });

  return (
    <section className="cat-page cat-destinations" aria-labelledby="cat-destinations-title">
      <h1 id="cat-destinations-title" className="cat-section-title">
        {t('catalog.destinations.title')}
      </h1>
      <p className="cat-destinations__lead cat-muted">{t('catalog.destinations.lead')}</p>
      <AsyncView
        state={state}
        loading={t('catalog.loading')}
        error={t('catalog.destinations.error')}
        isEmpty={(destinations) => destinations.length === 0}
        empty={<p>{t('catalog.destinations.empty')}</p>}
      >
        {(destinations) => (
          <ul className="cat-card-grid">
            {destinations.map((destination, index) => (
              <li key={destination._id}>
                <DestinationCard destination={destination} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

function DestinationCard({ destination, first }: { destination: Destination; first: boolean }) {
  const name = destination.destination || destination.title || t('catalog.destinations.unnamed');
  const headingId = `cat-destination-${destination._id}`;
  return (
    <article className="cat-card cat-destination" aria-labelledby={headingId}>
      <SafeImage
        className="cat-card__image"
        src={imageUrl(destination.image, 480)}
        alt={destination.title || name}
        width={480}
        height={360}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="cat-card__body cat-destination__body">
        <h2 id={headingId} className="cat-destination__name">
          {name}
        </h2>
        <p className="cat-muted">{destination.location}</p>
        {destination.title && destination.title !== name ? (
          <p className="cat-destination__title">{destination.title}</p>
        ) : null}
        <p className="cat-destination__text">
          {summarize(destination.description, 140) || t('catalog.destinations.noDescription')}
        </p>
        <p className="cat-destination__price">
          {t('catalog.priceFrom', { price: formatPrice(tourFromPrice(destination)) })}{' '}
          <span className="cat-muted cat-destination__per">{t('catalog.perPerson')}</span>
        </p>
        <div className="cat-card__action cat-destination__actions">
          <Link className="cat-link-button" to={paths.tourPage(destination._id)}>
            {t('catalog.destinations.bookTour')}
            <span className="sh-visually-hidden">
              {t('catalog.destinations.bookTourOf', { name })}
            </span>
          </Link>
          {destination.affiliateLink ? (
            <a
              className="cat-destination__affiliate"
              href={destination.affiliateLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('catalog.destinations.affiliate')}
              <span className="sh-visually-hidden">
                {t('catalog.destinations.affiliateOf', { name })}
              </span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
