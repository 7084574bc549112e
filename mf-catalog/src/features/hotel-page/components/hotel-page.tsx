import { imageUrl } from '@travel/shell/http';
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
    title: 'Hotels',
    description:
      'Hand-picked hotels with prices per night: compare locations and book your stay with Travel & Tours.',
    jsonLd:
      state.status === 'success'
        ? state.data.map((hotel) => hotelJsonLd(hotel, origin))
        : undefined,
  });

  return (
    <section className="cat-page cat-hotels" aria-labelledby="cat-hotels-title">
      <h1 id="cat-hotels-title" className="cat-section-title">
        Hotels
      </h1>
      <AsyncView
        state={state}
        loading="Loading hotels..."
        error="Failed to load hotels. Please try again later."
        isEmpty={(hotels) => hotels.length === 0}
        empty={<p>No hotels found.</p>}
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
    priceRange: `${formatPrice(hotel.pricePerNight)} per night`,
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
        <p className="cat-hotel__price">{formatPrice(hotel.pricePerNight)} per night</p>
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
            Book on partner site <span aria-hidden="true">↗</span>
            <span className="sh-visually-hidden">
              {' '}
              {hotel.hotelName} (opens the partner's site in a new tab)
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
