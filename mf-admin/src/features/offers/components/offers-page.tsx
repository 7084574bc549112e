import type { Offer } from '@travel/shell/api-types';
import { formatPrice } from '@travel/shell/ui';
import { CatalogManager, Thumbnail, type CatalogConfig } from '../../../components/catalog-manager';
import { deleteOffer, offerData, offersUrl, offerUrl } from '../api/offers-api';
import { OfferForm } from './offer-form';

const config: CatalogConfig<Offer> = {
  title: 'Offer Management',
  caption: 'Special offers',
  source: { kind: 'all', url: offersUrl, select: (body) => offerData<Offer[]>(body) ?? [] },
  rowKey: (offer) => offer._id,
  rowName: (offer) => offer.title,
  columns: [
    {
      key: 'image',
      header: 'Image',
      render: (offer) => <Thumbnail src={offer.Image} alt={offer.title} />,
    },
    {
      key: 'title',
      header: 'Title',
      className: 'adm-catalog__text',
      render: (o) => o.title,
      sortValue: (o) => o.title,
    },
    { key: 'Hotel', header: 'Hotel', render: (o) => o.Hotel, sortValue: (o) => o.Hotel },
    {
      key: 'Location',
      header: 'Location',
      render: (o) => o.Location,
      sortValue: (o) => o.Location,
    },
    {
      key: 'Price',
      header: 'Price',
      className: 'adm-nowrap',
      render: (o) => formatPrice(o.Price),
      sortValue: (o) => o.Price,
    },
    {
      key: 'Discount',
      header: 'Discount',
      render: (o) => `${o.Discount}%`,
      sortValue: (o) => o.Discount,
    },
  ],
  searchText: (o) => `${o.title} ${o.Hotel} ${o.Location} ${o.RoomType}`,
  searchLabel: 'Search offers',
  nouns: ['offer', 'offers'],
  texts: {
    add: 'Add New Offer',
    editTitle: 'Edit Offer',
    loading: 'Loading offers...',
    fetchError: () => 'Failed to fetch offers. Please try again later.',
    emptyTitle: 'No offers found.',
    emptyHint: 'Add a new offer to get started!',
    deleteQuestion: 'Are you sure you want to delete this offer?',
    deleteSuccess: 'Offer deleted successfully',
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
