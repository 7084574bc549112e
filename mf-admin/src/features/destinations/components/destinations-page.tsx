import type { Destination } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';
import {
  CatalogManager,
  catalogMessages,
  column,
  type CatalogConfig,
} from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import { deleteDestination, destinationListUrl, destinationUrl } from '../api/destinations-api';
import { DestinationForm } from './destination-form';

/** The screen's configuration in the page's language (built at render). */
const config = (): CatalogConfig<Destination> => ({
  title: t('admin.destinations.title'),
  caption: t('admin.destinations.caption'),
  source: {
    kind: 'all',
    url: destinationListUrl,
    select: (body) => (Array.isArray(body) ? (body as Destination[]) : []),
  },
  rowKey: (destination) => destination._id,
  rowName: (destination) => destination.destination,
  columns: [
    column.image(
      (destination) => destination.image,
      (destination) => destination.destination,
    ),
    {
      key: 'destination',
      header: t('admin.destinations.colDestination'),
      className: 'adm-catalog__text',
      // The tour's title under its place keeps the table within a laptop's width.
      render: (d) => (
        <span className="adm-stack">
          <span>{d.destination}</span>
          <span className="adm-muted">{d.title}</span>
        </span>
      ),
      sortValue: (d) => d.destination,
    },
    column.field('location', t('admin.destinations.colLocation')),
    column.price('price', t('admin.destinations.colPrice')),
    column.price('CostPerPerson', t('admin.destinations.colCost')),
    translationsColumn((d) => d.missingTranslations),
  ],
  searchText: (d) => `${d.destination} ${d.title} ${d.location}`,
  searchLabel: t('admin.destinations.search'),
  nouns: ['destination', 'destinations'],
  texts: catalogMessages('admin.destinations'),
  recordUrl: (d) => destinationUrl(d._id),
  selectRecord: (body) => body as Destination,
  remove: (d) => deleteDestination(d._id),
  removeCancellingBookings: (d) => deleteDestination(d._id, true),
  deletedKind: 'destination',
  Form: DestinationForm,
});

/** /Admin/destinationView: the destinations with their add/edit popup. */
export function DestinationsPage() {
  return <CatalogManager config={config()} />;
}
