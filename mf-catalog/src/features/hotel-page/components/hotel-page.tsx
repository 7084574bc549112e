import { imageUrl } from '@travel/shell/http';
import { AsyncView, SafeImage, formatPrice } from '@travel/shell/ui';
import type { Hotel } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import '../../../styles/shared.css';

export function HotelPage() {
  const state = useApiGet<Hotel[]>('/api/hotel');

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
            {hotels.map((hotel) => (
              <li key={hotel._id}>
                <HotelCard hotel={hotel} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

function HotelCard({ hotel }: { hotel: Hotel }) {
  return (
    <article className="cat-card" aria-labelledby={`cat-hotel-${hotel._id}`}>
      <SafeImage
        className="cat-card__image"
        src={imageUrl(hotel.image[0] ?? '', 480)}
        alt={hotel.hotelName}
        loading="lazy"
      />
      <div className="cat-card__body">
        <h2 id={`cat-hotel-${hotel._id}`} className="cat-hotel__name">
          {hotel.hotelName}
        </h2>
        <p className="cat-muted">{hotel.location}</p>
        <p className="cat-hotel__price">{formatPrice(hotel.pricePerNight)} per night</p>
        {hotel.description && <p>{hotel.description}</p>}
        {hotel.affiliateLink && (
          <a
            className="cat-link-button"
            href={hotel.affiliateLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            Book {hotel.hotelName}
          </a>
        )}
      </div>
    </article>
  );
}
