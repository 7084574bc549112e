import { imageUrl } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import {
  AsyncView,
  SafeImage,
  formatPrice,
  summarize,
  usePageMeta,
  usePageUrl,
} from '@travel/shell/ui';
import type { Hotel } from '@travel/shell/api-types';
import { useHotels } from '../api/hotels-api';
import '../../../styles/shared.css';
import './hotel-page.css';

export function HotelPage() {
  const state = useHotels();
  const { origin } = usePageUrl();
  usePageMeta({
    title: t('catalog.hotels.title'),
    description: t('catalog.hotels.description'),
    jsonLd:
      state.status === 'success'
        ? state.data.map((hotel) => hotelJsonLd(hotel, origin))
        : undefined,
  });

  return (
    <section className="cat-page cat-hotels" aria-labelledby="cat-hotels-title">
      <h1 id="cat-hotels-title" className="cat-section-title">
        {t('catalog.hotels.title')}
      </h1>
      <AsyncView
        state={state}
        loading={t('catalog.hotels.loading')}
        error={t('catalog.hotels.error')}
        isEmpty={(hotels) => hotels.length === 0}
        empty={<p>{t('catalog.hotels.empty')}</p>}
      >
        {(hotels) => (
          <ul className="cat-card-grid">
            {hotels.map((hotel, index) => (
              <li key={hotel._id}>
                <HotelCard hotel={hotel} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

/** schema.org Hotel, one per card, so search engines can show name, place and price range. */
function hotelJsonLd(hotel: Hotel, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.hotelName,
    address: hotel.location,
    description: summarize(hotel.description, 300),
    priceRange: t('catalog.pricePerNight', { price: formatPrice(hotel.pricePerNight) }),
    ...(hotel.image[0] ? { image: new URL(imageUrl(hotel.image[0], 480), origin).href } : {}),
  };
}

// The first card is above the fold on a phone: fetched at once and first; the others wait for scrolling.
function HotelCard({ hotel, first }: { hotel: Hotel; first: boolean }) {
  return (
    <article className="cat-card" aria-labelledby={`cat-hotel-${hotel._id}`}>
      <SafeImage
        className="cat-card__image"
        src={imageUrl(hotel.image[0] ?? '', 480)}
        alt={hotel.hotelName}
        width={480}
        height={360}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="cat-card__body cat-hotel__body">
        <h2 id={`cat-hotel-${hotel._id}`} className="cat-hotel__name">
          {hotel.hotelName}
        </h2>
        <p className="cat-muted">{hotel.location}</p>
        <p className="cat-hotel__price">
          {t('catalog.pricePerNight', { price: formatPrice(hotel.pricePerNight) })}
        </p>
        {hotel.description && <p className="cat-hotel__text">{hotel.description}</p>}
        {hotel.affiliateLink && (
          // Booking happens on the partner's site: the button says so, and its accessible name also names
          // the hotel (several share the page) and the new tab.
          <a
            className="cat-link-button cat-card__action"
            href={hotel.affiliateLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('catalog.hotels.book')} <span aria-hidden="true">↗</span>
            <span className="sh-visually-hidden">
              {' '}
              {t('catalog.hotels.bookNewTab', { name: hotel.hotelName })}
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
