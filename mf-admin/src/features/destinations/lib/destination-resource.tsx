import type { Destination } from '@travel/shell/api-types';
import { formatPrice } from '@travel/shell/ui';
import {
  Thumb,
  imageWhenAdding,
  imagesOnly,
  maxLength,
  optionalUrl,
  positiveNumber,
  required,
  type ResourceConfig,
  type Rule,
} from '../../../components/catalog';

/** Seats per tour date and time: optional, a whole number of at least 1 (the API's default is 20). */
const seatsRule: Rule = ({ values }) => {
  const text = values.capacityPerSlot?.trim() ?? '';
  const value = Number(text);
  return text === '' || (Number.isInteger(value) && value >= 1)
    ? null
    : {
        field: 'capacityPerSlot',
        message: 'Seats per time slot must be a whole number of at least 1',
      };
};

export const destinationResource: ResourceConfig<Destination> = {
  noun: 'destination',
  texts: {
    title: 'Destination Management',
    add: 'Add New Destination',
    edit: 'Edit Destination',
    loading: 'Loading destinations...',
    fetchError: (message) => `Failed to fetch destinations: ${message}`,
    emptyTitle: 'No destinations found.',
    emptyHint: 'Add a new destination to get started!',
    deleteQuestion: 'Are you sure you want to delete this destination?',
    deleteSuccess: 'Destination deleted successfully',
    deleteError: (message) => `Failed to delete destination: ${message}`,
    saveError: (_mode, message) => `Failed to save destination: ${message}`,
    saved: (mode) =>
      mode === 'add' ? 'Destination added successfully' : 'Destination updated successfully',
    busy: (mode) => (mode === 'add' ? 'Adding...' : 'Updating...'),
  },
  list: { kind: 'all', url: '/api/destination', rows: (body) => body as Destination[] },
  one: {
    url: (id) => `/api/destination/${encodeURIComponent(id)}`,
    row: (body) => body as Destination,
  },
  id: (d) => d._id,
  name: (d) => d.title,
  columns: [
    { key: 'image', header: 'Image', render: (d) => <Thumb src={d.image} /> },
    {
      key: 'destination',
      header: 'Destination',
      render: (d) => d.destination,
      sortValue: (d) => d.destination,
    },
    { key: 'title', header: 'Title', render: (d) => d.title, sortValue: (d) => d.title },
    {
      key: 'location',
      header: 'Location',
      render: (d) => d.location,
      sortValue: (d) => d.location,
    },
    {
      key: 'price',
      header: 'Price',
      render: (d) => formatPrice(d.price),
      sortValue: (d) => d.price,
    },
    {
      key: 'CostPerPerson',
      header: 'Cost/Person',
      render: (d) => formatPrice(d.CostPerPerson),
      sortValue: (d) => d.CostPerPerson,
    },
  ],
  searchText: (d) => `${d.destination} ${d.title} ${d.location} ${d.description}`,
  fields: [
    { kind: 'text', name: 'destination', label: 'Destination', maxLength: 100 },
    { kind: 'text', name: 'title', label: 'Title', maxLength: 100 },
    { kind: 'text', name: 'location', label: 'Location', maxLength: 100 },
    { kind: 'number', name: 'price', label: 'Price ($)' },
    { kind: 'number', name: 'CostPerPerson', label: 'Cost per Person ($)' },
    {
      kind: 'text',
      name: 'capacityPerSlot',
      label: 'Seats per Time Slot',
      hint: '20 when left empty.',
      omitEmpty: true,
    },
    { kind: 'url', name: 'affiliateLink', label: 'Affiliate Link (optional)' },
    { kind: 'textarea', name: 'description', label: 'Description', maxLength: 500 },
    {
      kind: 'file',
      name: 'image',
      wire: 'image',
      label: 'Image',
      hint: 'Optional when editing: the current image stays.',
    },
    { kind: 'file', name: 'gallary', wire: 'gallary[]', label: 'Gallery', multiple: true },
  ],
  // Spec section 5, destination form, in its order.
  rules: [
    required('destination', 'Destination is required'),
    maxLength('destination', 100, 'Destination'),
    required('location', 'Location is required'),
    maxLength('location', 100, 'Location'),
    required('title', 'Title is required'),
    maxLength('title', 100, 'Title'),
    required('description', 'Description is required'),
    maxLength('description', 500, 'Description'),
    positiveNumber(['price', 'CostPerPerson'], 'Please enter valid price and cost per person'),
    seatsRule,
    imageWhenAdding('image'),
    optionalUrl('affiliateLink', 'Affiliate link must be a valid URL'),
    imagesOnly('image'),
    imagesOnly('gallary'),
  ],
  toValues: (d) => ({
    destination: d.destination,
    title: d.title,
    location: d.location,
    price: String(d.price),
    CostPerPerson: String(d.CostPerPerson),
    capacityPerSlot: String(d.capacityPerSlot ?? ''),
    affiliateLink: d.affiliateLink ?? '',
    description: d.description,
  }),
  existing: (d, field) => (field === 'image' ? (d.image ? [d.image] : []) : d.gallary),
  endpoints: {
    create: '/api/destination',
    update: (id) => ({ method: 'patch', url: `/api/updateDestination/${encodeURIComponent(id)}` }),
    remove: (id) => `/api/deleteDestination/${encodeURIComponent(id)}`,
  },
};
