import type { Hotel } from '@travel/shell/api-types';
import { formatPrice } from '@travel/shell/ui';
import { CatalogManager, Thumbnail, type CatalogConfig } from '../../../components/catalog-manager';
import { deleteHotel, hotelsUrl, hotelUrl } from '../api/hotels-api';
import { HotelForm } from './hotel-form';

const config: CatalogConfig<Hotel> = {
  title: 'Hotel Management',
  caption: 'Hotels',
  source: {
    kind: 'all',
    url: hotelsUrl,
    select: (body) => (Array.isArray(body) ? (body as Hotel[]) : []),
  },
  rowKey: (hotel) => hotel._id,
  rowName: (hotel) => hotel.hotelName,
  columns: [
    {
      key: 'image',
      header: 'Image',
      render: (hotel) => <Thumbnail src={hotel.image[0]} alt={hotel.hotelName} />,
    },
    {
      key: 'hotelName',
      header: 'Hotel Name',
      render: (hotel) => hotel.hotelName,
      sortValue: (hotel) => hotel.hotelName,
    },
    {
      key: 'location',
      header: 'Location',
      render: (hotel) => hotel.location,
      sortValue: (hotel) => hotel.location,
    },
    {
      key: 'pricePerNight',
      header: 'Price/Night',
      className: 'adm-nowrap',
      render: (hotel) => formatPrice(hotel.pricePerNight),
      sortValue: (hotel) => hotel.pricePerNight,
    },
  ],
  searchText: (hotel) => `${hotel.hotelName} ${hotel.location}`,
  searchLabel: 'Search hotels',
  nouns: ['hotel', 'hotels'],
  texts: {
    add: 'Add New Hotel',
    editTitle: 'Edit Hotel',
    loading: 'Loading hotels...',
    fetchError: (message) => `Failed to fetch hotels: ${message}`,
    emptyTitle: 'No hotels found.',
    emptyHint: 'Add a new hotel to get started!',
    deleteQuestion: 'Are you sure you want to delete this hotel?',
    deleteSuccess: 'Hotel deleted successfully',
    deleteFailure: (message) => `Failed to delete hotel: ${message}`,
  },
  recordUrl: (hotel) => hotelUrl(hotel._id),
  selectRecord: (body) => body as Hotel,
  remove: (hotel) => deleteHotel(hotel._id),
  deletedKind: 'hotel',
  Form: HotelForm,
};

/** /Admin/hotelView: the spec's Hotel Management table with its add/edit popup. */
export function HotelsPage() {
  return <CatalogManager config={config} />;
}
