import { useState } from 'react';
import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { AsyncView, SafeImage, formatPrice } from '@travel/shell/ui';
import type { Destination } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { Pager } from '@travel/shell/tables';
import { pageCount, pageItems } from '../lib/paginate';
import { useDestinations } from '../../../api/destinations-api';
import { tourFromPrice } from '../../../lib/tour-from-price';
import '../../../styles/shared.css';
import './popular-destinations.css';

export function PopularDestinations() {
  const state = useDestinations();
  const [page, setPage] = useState(0);

  return (
    <section className="cat-popular" aria-labelledby="cat-popular-title">
      <h2 id="cat-popular-title" className="cat-section-title">
        {t('catalog.popular.title')}
      </h2>
      <AsyncView
        state={state}
        loading={t('catalog.loading')}
        error={t('catalog.popular.error')}
        isEmpty={(destinations) => destinations.length === 0}
        empty={<p>{t('catalog.popular.empty')}</p>}
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
        {pageItems(destinations, page).map((destination, index) => (
          <li key={destination._id} className="cat-popular__item">
            <Link to={paths.tourPage(destination._id)} className="cat-popular__card">
              <SafeImage
                className="cat-popular__image"
                src={imageUrl(destination.image, 480)}
                alt={destination.title || destination.destination}
                // The first card is the largest image in view on a phone: fetched first, the rest lazily.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
              <span className="cat-popular__name">
                {destination.destination || destination.title}
              </span>
              <span className="cat-popular__location">{destination.location}</span>
              <span className="cat-popular__price">
                {t('catalog.priceFromPerPerson', {
                  price: formatPrice(tourFromPrice(destination)),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="cat-popular__pager">
        <Pager
          variant="arrows"
          label={t('catalog.popular.pages')}
          page={page + 1}
          totalPages={pages}
          onPageChange={(shown) => onPage(shown - 1)}
        />
      </div>
    </>
  );
}
