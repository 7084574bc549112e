import type { Destination } from '@travel/shell/api-types';
import { formatPrice } from '@travel/shell/ui';
import { CatalogManager, Thumbnail, type CatalogConfig } from '../../../components/catalog-manager';
import { deleteDestination, destinationsUrl, destinationUrl } from '../api/destinations-api';
import { DestinationForm } from './destination-form';

const config: CatalogConfig<Destination> = {
  title: 'Destination Management',
  caption: 'Destinations',
  source: {
    kind: 'all',
    url: destinationsUrl,
    select: (body) => (Array.isArray(body) ? (body as Destination[]) : []),
  },
  rowKey: (destination) => destination._id,
  rowName: (destination) => destination.destination,
  columns: [
    {
      key: 'image',
      header: 'Image',
      render: (destination) => <Thumbnail src={destination.image} alt={destination.destination} />,
    },
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
    {
      key: 'location',
      header: 'Location',
      render: (d) => d.location,
      sortValue: (d) => d.location,
    },
    {
      key: 'price',
      header: 'Price',
      className: 'adm-nowrap',
      render: (d) => formatPrice(d.price),
      sortValue: (d) => d.price,
    },
    {
      key: 'CostPerPerson',
      header: 'Cost/Person',
      className: 'adm-nowrap',
      render: (d) => formatPrice(d.CostPerPerson),
      sortValue: (d) => d.CostPerPerson,
    },
  ],
  searchText: (d) => `${d.destination} ${d.title} ${d.location}`,
  searchLabel: 'Search destinations',
  nouns: ['destination', 'destinations'],
  texts: {
    add: 'Add New Destination',
    editTitle: 'Edit Destination',
    loading: 'Loading destinations...',
    fetchError: (message) => `Failed to fetch destinations: ${message}`,
    emptyTitle: 'No destinations found.',
    emptyHint: 'Add a new destination to get started!',
    deleteQuestion: 'Are you sure you want to delete this destination?',
    deleteSuccess: 'Destination deleted successfully',
    deleteFailure: (message) => `Failed to delete destination: ${message}`,
  },
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
