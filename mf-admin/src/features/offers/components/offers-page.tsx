import type { Offer } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';
import {
  CatalogManager,
  catalogMessages,
  column,
  type CatalogConfig,
} from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import { deleteOffer, offerData, offersUrl, offerUrl } from '../api/offers-api';
import { OfferForm } from './offer-form';

/** The screen's configuration in the page's language (built at render). */
const config = (): CatalogConfig<Offer> => ({
  title: t('admin.offers.title'),
  caption: t('admin.offers.caption'),
  source: { kind: 'all', url: offersUrl, select: (body) => offerData<Offer[]>(body) ?? [] },
  rowKey: (offer) => offer._id,
  rowName: (offer) => offer.title,
  columns: [
    column.image(
      (offer) => offer.Image,
      (offer) => offer.title,
    ),
    column.field('title', t('admin.offers.colTitle'), { className: 'adm-catalog__text' }),
    column.field('Hotel', t('admin.offers.colHotel')),
    column.field('Location', t('admin.offers.colLocation')),
    column.price('Price', t('admin.offers.colPrice')),
    column.field('Discount', t('admin.offers.colDiscount'), { show: (discount) => `${discount}%` }),
    translationsColumn((offer) => offer.missingTranslations),
  ],
  searchText: (o) => `${o.title} ${o.Hotel} ${o.Location} ${o.RoomType}`,
  searchLabel: t('admin.offers.search'),
  nouns: ['offer', 'offers'],
  texts: catalogMessages('admin.offers'),
  recordUrl: (o) => offerUrl(o._id),
  selectRecord: (body) => offerData<Offer>(body),
  remove: (o) => deleteOffer(o._id),
  removeCancellingBookings: (o) => deleteOffer(o._id, true),
  deletedKind: 'offer',
  Form: OfferForm,
});

/** /Admin/OfferView: the special offers with their add/edit popup. */
export function OffersPage() {
  return <CatalogManager config={config()} />;
}
