import { Link, useParams } from '@travel/shell/router';
import { imageSrcSet, imageUrl } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import { RemoteModule } from '@travel/shell/remotes';
import {
  RecordView,
  NearViewport,
  SafeImage,
  stayPriceUnit,
  formatPrice,
  summarize,
  usePageMeta,
  usePageUrl,
} from '@travel/shell/ui';
import type { Offer, StayAvailability } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { useOffer, useOfferAvailability } from '../api/offer-api';
import { schemaAvailability } from '../lib/schema-availability';
import { priceBeforeDiscount } from '../lib/price-before-discount';
import '../../../styles/shared.css';
import './offer-details-page.css';

export function OfferDetailsPage() {
  const { id = '' } = useParams();
  const state = useOffer(id);
  const loaded = state.status === 'success' ? state.data.data : null;
  const missing =
    (state.status === 'error' && state.notFound) || (state.status === 'success' && !loaded);
  const availability = useOfferAvailability(loaded ? id : null);
  const page = usePageUrl();
  usePageMeta(
    loaded
      ? {
          title: loaded.title,
          description: summarize(
            t('catalog.offer.description', {
              title: loaded.title,
              hotel: loaded.Hotel,
              location: loaded.Location,
              price: formatPrice(loaded.Price),
              unit: stayPriceUnit(),
              description: loaded.description,
            }),
          ),
          image: loaded.Image ? imageUrl(loaded.Image, 1200) : undefined,
          jsonLd: offerJsonLd(
            loaded,
            page,
            availability.status === 'success' ? availability.data : null,
          ),
        }
      : missing
        ? {
            title: t('catalog.offer.notFoundTitle'),
            description: t('catalog.offer.notFoundDescription'),
          }
        : { title: t('catalog.offer.pageTitle'), description: t('catalog.offer.pageDescription') },
  );

  return (
    <div className="cat-page">
      <RecordView
        state={state}
        error={t('catalog.offer.error')}
        gone={{
          title: t('catalog.offer.goneTitle'),
          message: t('catalog.offer.goneMessage'),
          link: <Link to={paths.home}>{t('catalog.offer.allOffers')}</Link>,
        }}
      >
        {(offer) => <OfferDetails offer={offer} />}
      </RecordView>
    </div>
  );
}

/**
 * schema.org Offer: what search engines show as price and availability of a stay. The availability comes
 * from the nights left; until they are known it is left out rather than guessed.
 */
function offerJsonLd(
  offer: Offer,
  page: { origin: string; pathname: string },
  nights: StayAvailability | null,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.title,
    description: summarize(offer.description, 300),
    url: page.origin + page.pathname,
    ...(offer.Image ? { image: new URL(imageUrl(offer.Image, 1200), page.origin).href } : {}),
    price: offer.Price,
    priceCurrency: 'USD',
    ...(nights ? { availability: schemaAvailability(nights) } : {}),
    itemOffered: {
      '@type': 'HotelRoom',
      name: offer.RoomType || offer.title,
      containedInPlace: { '@type': 'Hotel', name: offer.Hotel, address: offer.Location },
    },
  };
}

function OfferDetails({ offer }: { offer: Offer }) {
  const images = [offer.Image, ...(offer.gallary ?? [])].filter(Boolean);
  const wasPrice = priceBeforeDiscount(offer.Price, offer.Discount);
  return (
    <article className="cat-offer-details">
      <h1 className="cat-section-title">{offer.title}</h1>
      {images.length > 0 && (
        <ul className="cat-gallery cat-gallery--hero" aria-label={t('catalog.gallery')}>
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <SafeImage
                src={imageUrl(image, 1200)}
                srcSet={imageSrcSet(image)}
                // One a row on a phone; on wider screens the first fills two thirds, the rest a third.
                sizes={
                  index === 0 ? '(min-width: 40rem) 66vw, 100vw' : '(min-width: 40rem) 33vw, 100vw'
                }
                alt={t('catalog.photo', { title: offer.title, number: index + 1 })}
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
            {wasPrice !== null && (
              <s className="cat-offer-details__was">
                <span className="sh-visually-hidden">{t('catalog.offer.was')} </span>
                {formatPrice(wasPrice)}
              </s>
            )}{' '}
            {wasPrice !== null && (
              <span className="sh-visually-hidden">{t('catalog.offer.now')} </span>
            )}
            {formatPrice(offer.Price)}{' '}
            <span className="cat-muted cat-offer-details__unit">{stayPriceUnit()}</span>{' '}
            {offer.Discount > 0 && (
              <span className="cat-offer-details__discount">
                {t('catalog.discount', { discount: offer.Discount })}
              </span>
            )}
          </p>
          <p className="cat-muted">
            {offer.Hotel} · {offer.Location}
            {offer.RoomType ? ` · ${offer.RoomType}` : ''}
          </p>
          <p>{offer.description}</p>
          {offer.features.length > 0 && (
            <>
              <h2 className="cat-offer-details__subtitle">{t('catalog.offer.features')}</h2>
              <ul className="cat-offer-details__features">
                {offer.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="cat-offer-details__booking" aria-label={t('catalog.offer.book')}>
          {/* Below the gallery on a phone, just off its first screen: booking's code loads and runs once the
              form comes on screen or the visitor first scrolls or taps, not as the page starts. */}
          <NearViewport margin="0px" onInteraction>
            <RemoteModule
              remote="booking"
              module="StayBookingForm"
              props={{
                offer: {
                  _id: offer._id,
                  title: offer.title,
                  Price: offer.Price,
                  Discount: offer.Discount,
                  timeZone: offer.timeZone,
                },
              }}
            />
          </NearViewport>
        </aside>
      </div>
    </article>
  );
}
