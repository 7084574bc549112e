import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { AsyncView, SafeImage, stayPriceUnit, formatPrice } from '@travel/shell/ui';
import type { Offer } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { useOffers } from '../api/offers-api';
import '../../../styles/shared.css';
import './special-offers.css';

/** Every stay offer comes with the same amenities (spec: fixed, not stored per offer): their message ids. */
const AMENITIES = [
  'catalog.offers.beds',
  'catalog.offers.bathroom',
  'catalog.offers.wifi',
  'catalog.offers.shuttle',
] as const;

export function SpecialOffers() {
  const state = useOffers();

  return (
    <section className="cat-offers" aria-labelledby="cat-offers-title">
      <h2 id="cat-offers-title" className="cat-section-title">
        {t('catalog.offers.title')}
      </h2>
      <AsyncView
        state={state}
        loading={t('catalog.loading')}
        error={t('catalog.offers.error')}
        isEmpty={(page) => page.data.length === 0}
        empty={<p>{t('catalog.offers.empty')}</p>}
      >
        {(page) => (
          <ul className="cat-card-grid">
            {page.data.map((offer) => (
              <li key={offer._id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article className="cat-card cat-offer" aria-labelledby={`cat-offer-${offer._id}`}>
      <div className="cat-offer__media">
        <SafeImage
          className="cat-card__image"
          src={imageUrl(offer.Image, 480)}
          alt={offer.title}
          loading="lazy"
        />
        <span className="cat-offer__discount">
          {t('catalog.discount', { discount: offer.Discount })}
        </span>
      </div>
      <div className="cat-card__body">
        <h3 id={`cat-offer-${offer._id}`} className="cat-offer__title">
          {offer.title}
        </h3>
        <p className="cat-offer__price">
          {formatPrice(offer.Price)}{' '}
          <span className="cat-muted cat-offer__unit">{stayPriceUnit()}</span>
        </p>
        <p className="cat-offer__hotel">{offer.Hotel}</p>
        <ul className="cat-offer__amenities" aria-label={t('catalog.offers.amenities')}>
          {AMENITIES.map((amenity) => (
            <li key={amenity}>{t(amenity)}</li>
          ))}
        </ul>
        <p className="cat-offer__location cat-muted">{offer.Location}</p>
        <Link
          to={paths.offerDetails(offer._id)}
          className="cat-link-button"
          aria-label={t('catalog.offers.viewDetailsOf', { title: offer.title })}
        >
          {t('catalog.offers.viewDetails')}
        </Link>
      </div>
    </article>
  );
}
