import { t } from '@travel/shell/i18n';
import type { TourDestination } from '../types';
import { mapLink, pinOf } from '../lib/tour-content';

function ItemList({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section className="bk-tour-content__part" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function TextPart({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <section className="bk-tour-content__part" aria-label={title}>
      <h3>{title}</h3>
      <p>{text}</p>
    </section>
  );
}

/**
 * What the operator published about the tour, read before booking: where to meet (with a map link when
 * pinned), what is and is not included, what to bring, accessibility and the cancellation policy. Only
 * what was filled in is shown; a tour with none of it shows nothing here.
 */
export function TourContentDetails({ destination }: { destination: TourDestination }) {
  const point = destination.meetingPoint;
  const pin = pinOf(destination);
  const any =
    !!point?.address ||
    !!destination.included?.length ||
    !!destination.notIncluded?.length ||
    !!destination.whatToBring?.length ||
    !!destination.accessibilityNotes ||
    !!destination.cancellationPolicy;
  if (!any) return null;
  return (
    <div className="bk-tour-content" data-testid="tour-content">
      <h2>{t('booking.tour.beforeYouBook')}</h2>
      {point?.address ? (
        <section className="bk-tour-content__part" aria-label={t('booking.tour.meetingPoint')}>
          <h3>{t('booking.tour.meetingPoint')}</h3>
          <address>{point.address}</address>
          {pin ? (
            <p>
              <a href={mapLink(pin)} target="_blank" rel="noopener noreferrer">
                {t('booking.tour.openMap')}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      <ItemList title={t('booking.tour.included')} items={destination.included} />
      <ItemList title={t('booking.tour.notIncluded')} items={destination.notIncluded} />
      <ItemList title={t('booking.tour.whatToBring')} items={destination.whatToBring} />
      <TextPart title={t('booking.tour.accessibility')} text={destination.accessibilityNotes} />
      <TextPart
        title={t('booking.tour.cancellationPolicy')}
        text={destination.cancellationPolicy}
      />
    </div>
  );
}
