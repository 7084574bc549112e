import type { Offer } from '@travel/shell/api-types';
import { CatalogManager, column, type CatalogConfig } from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import { deleteOffer, offerData, offersUrl, offerUrl } from '../api/offers-api';
import { OfferForm } from './offer-form';

const config: CatalogConfig<Offer> = {
  title: 'Offer Management',
  caption: 'Special offers',
  source: { kind: 'all', url: offersUrl, select: (body) => offerData<Offer[]>(body) ?? [] },
  rowKey: (offer) => offer._id,
  rowName: (offer) => offer.title,
  columns: [
    column.image(
      (offer) => offer.Image,
      (offer) => offer.title,
    ),
    column.field('title', 'Title', { className: 'adm-catalog__text' }),
    column.field('Hotel', 'Hotel'),
    column.field('Location', 'Location'),
    column.price('Price', 'Price'),
    column.field('Discount', 'Discount', { show: (discount) => `${discount}%` }),
    translationsColumn((offer) => offer.missingTranslations),
  ],
  searchText: (o) => `${o.title} ${o.Hotel} ${o.Location} ${o.RoomType}`,
  searchLabel: 'Search offers',
  nouns: ['offer', 'offers'],
  texts: {
    fetchError: () => 'Failed to fetch offers. Please try again later.',
    deleteFailure: () => 'Failed to delete offer. Please try again.',
  },
  recordUrl: (o) => offerUrl(o._id),
  selectRecord: (body) => offerData<Offer>(body),
  remove: (o) => deleteOffer(o._id),
  removeCancellingBookings: (o) => deleteOffer(o._id, true),
  deletedKind: 'offer',
  Form: OfferForm,
};

/** /Admin/OfferView: the special offers with their add/edit popup. */
export function OffersPage() {
  return <CatalogManager config={config} />;
}
