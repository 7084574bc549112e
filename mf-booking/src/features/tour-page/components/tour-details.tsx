import { imageUrl } from '@travel/shell/http';
import {
  DisabledUntilHydrated,
  formatPrice,
  summarize,
  usePageMeta,
  usePageUrl,
} from '@travel/shell/ui';
import { Gallery, galleryImages } from '../../../components/gallery';
import type { TourDestination } from '../types';
import { TourBookingForm } from './tour-booking-form';

/** schema.org TouristTrip with its price, so a search result can show what the tour costs. */
function tourJsonLd(
  destination: TourDestination,
  title: string,
  image: string | undefined,
  page: { origin: string; pathname: string },
): Record<string, unknown> {
  const url = page.origin + page.pathname;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: title,
    description: summarize(destination.description, 300),
    url,
    ...(image ? { image: new URL(imageUrl(image, 1200), page.origin).href } : {}),
    ...(destination.location
      ? { itinerary: { '@type': 'Place', name: destination.location } }
      : {}),
    offers: {
      '@type': 'Offer',
      price: destination.CostPerPerson,
      priceCurrency: 'USD',
      url,
    },
  };
}

export function TourDetails({ destination }: { destination: TourDestination }) {
  const title = destination.title || destination.destination || 'Destination';
  const images = galleryImages(destination.image, destination.gallary);
  const page = usePageUrl();
  usePageMeta({
    title,
    description: summarize(
      `${title}${destination.location ? `, ${destination.location}` : ''}: one-day tour from ` +
        `${formatPrice(destination.CostPerPerson)} per person. ${destination.description ?? ''}`,
    ),
    image: images[0] ? imageUrl(images[0], 1200) : undefined,
    // A tour is something to book, with a price: link previews can show it.
    type: 'product',
    price: { amount: destination.CostPerPerson, currency: 'USD' },
    jsonLd: tourJsonLd(destination, title, images[0], page),
  });
  return (
    <article className="bk-tour" aria-labelledby="bk-tour-title">
      <header className="bk-tour__header">
        <h1 id="bk-tour-title">{title}</h1>
        {destination.location && <p className="bk-tour__location">{destination.location}</p>}
      </header>
      <Gallery images={images} alt={title} />
      <div className="bk-tour__body">
        <section className="bk-tour__info" aria-label="About this tour">
          <p className="bk-tour__description">
            {destination.description || 'Description not available.'}
          </p>
          <dl className="bk-tour__facts">
            <div>
              <dt>Price</dt>
              <dd>
                <span data-testid="tour-price">{formatPrice(destination.CostPerPerson)}</span> per
                person
              </dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>1 day</dd>
            </div>
            <div>
              <dt>Tour Type</dt>
              <dd>Budget</dd>
            </div>
          </dl>
        </section>
        {/* Keyed so that moving to another tour starts a fresh form. */}
        <DisabledUntilHydrated legend="Book this tour">
          <TourBookingForm key={destination._id} destination={destination} />
        </DisabledUntilHydrated>
      </div>
    </article>
  );
}
