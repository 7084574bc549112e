import { t, fallbackLang } from '@travel/shell/i18n';
import { imageUrl } from '@travel/shell/http';
import {
  DisabledUntilHydrated,
  formatPrice,
  summarize,
  usePageMeta,
  usePageUrl,
  richText,
} from '@travel/shell/ui';
import { Gallery, galleryImages } from '../../../components/gallery';
import type { TourDestination } from '../types';
import { TourBookingForm } from './tour-booking-form';
import { TourContentDetails } from './tour-content';
import { durationLabel, isoDuration, meetingPlace } from '../lib/tour-content';
import { perPersonPrice } from '../lib/tour-pricing';

/** schema.org TouristTrip with its price, so a search result can show what the tour costs. */
function tourJsonLd(
  destination: TourDestination,
  title: string,
  image: string | undefined,
  page: { origin: string; pathname: string },
): Record<string, unknown> {
  const url = page.origin + page.pathname;
  const meeting = meetingPlace(destination);
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
    // How long it lasts (ISO 8601; the spec's day when the operator set none) and where it starts.
    duration: isoDuration(destination.durationMinutes),
    ...(meeting ? { location: meeting, tripOrigin: meeting } : {}),
    offers: {
      '@type': 'Offer',
      price: perPersonPrice(destination),
      priceCurrency: 'USD',
      url,
    },
  };
}

export function TourDetails({ destination }: { destination: TourDestination }) {
  const title = destination.title || destination.destination || t('booking.tour.untitled');
  const images = galleryImages(destination.image, destination.gallary);
  const page = usePageUrl();
  usePageMeta({
    title,
    description: summarize(
      `${t('booking.tour.metaDescription', {
        place: destination.location ? `${title}, ${destination.location}` : title,
        price: formatPrice(perPersonPrice(destination)),
      })} ${destination.description ?? ''}`,
    ),
    image: images[0] ? imageUrl(images[0], 1200) : undefined,
    // A tour is something to book, with a price: link previews can show it.
    type: 'product',
    price: { amount: perPersonPrice(destination), currency: 'USD' },
    jsonLd: tourJsonLd(destination, title, images[0], page),
  });
  return (
    <article className="bk-tour" aria-labelledby="bk-tour-title">
      <header className="bk-tour__header">
        {/* A text the API served in English for want of a translation is marked so on a German page. */}
        <h1 id="bk-tour-title" lang={fallbackLang(destination, 'title')}>
          {title}
        </h1>
        {destination.location && <p className="bk-tour__location">{destination.location}</p>}
      </header>
      <Gallery images={images} alt={title} />
      <div className="bk-tour__body">
        <section className="bk-tour__info" aria-label={t('booking.tour.about')}>
          <p className="bk-tour__description" lang={fallbackLang(destination, 'description')}>
            {destination.description || t('booking.tour.noDescription')}
          </p>
          <dl className="bk-tour__facts">
            <div>
              <dt>{t('booking.tour.price')}</dt>
              <dd>
                {richText(
                  t('booking.tour.perPerson', {
                    price: formatPrice(perPersonPrice(destination)),
                  }),
                  { 0: (price) => <span data-testid="tour-price">{price}</span> },
                )}
              </dd>
            </div>
            <div>
              <dt>{t('booking.tour.duration')}</dt>
              <dd data-testid="tour-duration">{durationLabel(destination.durationMinutes)}</dd>
            </div>
            {destination.languages?.length ? (
              <div>
                <dt>{t('booking.tour.languages')}</dt>
                <dd>{destination.languages.join(', ')}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('booking.tour.type')}</dt>
              <dd>{t('booking.tour.budget')}</dd>
            </div>
          </dl>
          <TourContentDetails destination={destination} />
        </section>
        {/* Keyed so that moving to another tour starts a fresh form. */}
        <DisabledUntilHydrated legend={t('booking.tour.book')}>
          <TourBookingForm key={destination._id} destination={destination} />
        </DisabledUntilHydrated>
      </div>
    </article>
  );
}
