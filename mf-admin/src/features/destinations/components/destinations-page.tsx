import type { Destination } from '@travel/shell/api-types';
import { CatalogManager, column, type CatalogConfig } from '../../../components/catalog-manager';
import { translationsColumn } from '../../../components/translations';
import { deleteDestination, destinationListUrl, destinationUrl } from '../api/destinations-api';
import { DestinationForm } from './destination-form';

const config: CatalogConfig<Destination> = {
  title: 'Destination Management',
  caption: 'Destinations',
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
      header: 'Destination',
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
    column.field('location', 'Location'),
    column.price('price', 'Price'),
    column.price('CostPerPerson', 'Cost/Person'),
    translationsColumn((d) => d.missingTranslations),
  ],
  searchText: (d) => `${d.destination} ${d.title} ${d.location}`,
  searchLabel: 'Search destinations',
  nouns: ['destination', 'destinations'],
  recordUrl: (d) => destinationUrl(d._id),
  selectRecord: (body) => body as Destination,
  remove: (d) => deleteDestination(d._id),
  removeCancellingBookings: (d) => deleteDestination(d._id, true),
  deletedKind: 'destination',
  Form: DestinationForm,
};

/** /Admin/destinationView: the destinations with their add/edit popup. */
export function DestinationsPage() {
  return <CatalogManager config={config} />;
}
