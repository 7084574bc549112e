import type { Hotel } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';
import {
  CatalogManager,
  catalogMessages,
  column,
  type CatalogConfig,
} from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import { deleteHotel, hotelListUrl, hotelUrl } from '../api/hotels-api';
import { HotelForm } from './hotel-form';

/** The screen's configuration in the page's language (built at render). */
const config = (): CatalogConfig<Hotel> => ({
  title: t('admin.hotels.title'),
  caption: t('admin.hotels.caption'),
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
    column.field('hotelName', t('admin.hotels.colName')),
    column.field('location', t('admin.hotels.colLocation')),
    column.price('pricePerNight', t('admin.hotels.colPrice')),
    translationsColumn((hotel) => hotel.missingTranslations),
  ],
  searchText: (hotel) => `${hotel.hotelName} ${hotel.location}`,
  searchLabel: t('admin.hotels.search'),
  nouns: ['hotel', 'hotels'],
  texts: catalogMessages('admin.hotels'),
  recordUrl: (hotel) => hotelUrl(hotel._id),
  selectRecord: (body) => body as Hotel,
  remove: (hotel) => deleteHotel(hotel._id),
  deletedKind: 'hotel',
  Form: HotelForm,
});

/** /Admin/hotelView: the spec's Hotel Management table with its add/edit popup. */
export function HotelsPage() {
  return <CatalogManager config={config()} />;
}
