import type { Hotel } from '@travel/shell/api-types';
import { CatalogManager, column, type CatalogConfig } from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import { deleteHotel, hotelListUrl, hotelUrl } from '../api/hotels-api';
import { HotelForm } from './hotel-form';

const config: CatalogConfig<Hotel> = {
  title: 'Hotel Management',
  caption: 'Hotels',
  source: {
    kind: 'all',
    url: hotelListUrl,
    select: (body) => (Array.isArray(body) ? (body as Hotel[]) : []),
  },
  rowKey: (hotel) => hotel._id,
  rowName: (hotel) => hotel.hotelName,
  columns: [
    column.image(
      (hotel) => hotel.image[0],
      (hotel) => hotel.hotelName,
    ),
    column.field('hotelName', 'Hotel Name'),
    column.field('location', 'Location'),
    column.price('pricePerNight', 'Price/Night'),
    translationsColumn((hotel) => hotel.missingTranslations),
  ],
  searchText: (hotel) => `${hotel.hotelName} ${hotel.location}`,
  searchLabel: 'Search hotels',
  nouns: ['hotel', 'hotels'],
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
