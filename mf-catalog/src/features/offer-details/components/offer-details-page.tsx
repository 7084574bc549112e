import { useParams } from '@travel/shell/router';
import { imageSrcSet, imageUrl } from '@travel/shell/http';
import { RemoteModule } from '@travel/shell/remotes';
import {
  ErrorPanel,
  NearViewport,
  SafeImage,
  formatPrice,
  summarize,
  usePageMeta,
} from '@travel/shell/ui';
import type { Offer } from '@travel/shell/api-types';
import { useOffer } from '../api/offer-api';
import '../../../styles/shared.css';
import './offer-details-page.css';

export function OfferDetailsPage() {
  const { id = '' } = useParams();
  const state = useOffer(id);
  const loaded = state.status === 'success' ? state.data.data : null;
  usePageMeta(
    loaded
      ? {
          title: loaded.title,
          description: summarize(
            `${loaded.title} at ${loaded.Hotel}, ${loaded.Location}: ${formatPrice(loaded.Price)} per night. ${loaded.description}`,
          ),
          image: loaded.Image ? imageUrl(loaded.Image, 1200) : undefined,
          jsonLd: offerJsonLd(loaded),
        }
      : { title: 'Special offer', description: 'A special hotel offer at Travel & Tours.' },
  );

  if (state.status === 'loading') {
    return (
      <p className="cat-page" role="status">
        Loading...
      </p>
    );
  }
  if (state.status === 'error' && !state.notFound) {
    return (
      <div className="cat-page">
        <ErrorPanel
          message="Failed to load offer data. Please try again later."
          onAction={state.reload}
        />
      </div>
    );
  }
  const offer = state.status === 'success' ? state.data.data : null;
  if (!offer) return <p className="cat-page">No offer data found.</p>;
  return <OfferDetails offer={offer} />;
}

/** schema.org Offer: what search engines show as price and availability of a stay. */
function offerJsonLd(offer: Offer): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.title,
    description: summarize(offer.description, 300),
    url: window.location.origin + window.location.pathname,
    ...(offer.Image
      ? { image: new URL(imageUrl(offer.Image, 1200), window.location.origin).href }
      : {}),
    price: offer.Price,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'HotelRoom',
      name: offer.RoomType || offer.title,
      containedInPlace: { '@type': 'Hotel', name: offer.Hotel, address: offer.Location },
    },
  };
}

function OfferDetails({ offer }: { offer: Offer }) {
  const images = [offer.Image, ...(offer.gallary ?? [])].filter(Boolean);
  return (
    <article className="cat-page cat-offer-details">
      <h1 className="cat-section-title">{offer.title}</h1>
      {images.length > 0 && (
        <ul className="cat-gallery" aria-label="Gallery">
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <SafeImage
                src={imageUrl(image, 1200)}
                srcSet={imageSrcSet(image)}
                // Gallery cells of at least 12rem (shared.css): one a row on a phone, several on wide screens.
                sizes="(min-width: 40rem) 20rem, 100vw"
                alt={`${offer.title}, photo ${index + 1}`}
                width={480}
                height={360}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="cat-offer-details__layout">
        <div className="cat-offer-details__info">
          <p className="cat-offer-details__price">
            {formatPrice(offer.Price)} <span className="cat-muted">per night</span>
          </p>
          <p className="cat-muted">
            {offer.Hotel} · {offer.Location}
            {offer.RoomType ? ` · ${offer.RoomType}` : ''}
          </p>
          <p>{offer.description}</p>
          {offer.features.length > 0 && (
            <>
              <h2 className="cat-offer-details__subtitle">Features</h2>
              <ul className="cat-offer-details__features">
                {offer.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="cat-offer-details__booking" aria-label="Book this stay">
          {/* Below the gallery on a phone: booking's code loads as the visitor nears the form. */}
          <NearViewport>
            <RemoteModule
              remote="booking"
              module="StayBookingForm"
              props={{ offer: { _id: offer._id, title: offer.title, Price: offer.Price } }}
            />
          </NearViewport>
        </aside>
      </div>
    </article>
  );
}
