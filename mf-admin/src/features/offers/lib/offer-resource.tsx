import type { Offer } from '@travel/shell/api-types';
import { formatPrice } from '@travel/shell/ui';
import {
  Thumb,
  commaListToJson,
  imageWhenAdding,
  imagesOnly,
  maxLength,
  numberBetween,
  positiveNumber,
  required,
  type ResourceConfig,
  type Rule,
} from '../../../components/catalog';

const textFields: Array<[name: string, label: string, max: number]> = [
  ['title', 'Title', 100],
  ['Hotel', 'Hotel', 100],
  ['Location', 'Location', 100],
  ['RoomType', 'Room type', 100],
  ['TrendingOffers', 'Trending offers', 100],
  ['description', 'Description', 500],
  ['features', 'Features', 100],
];

export const offerResource: ResourceConfig<Offer> = {
  noun: 'offer',
  texts: {
    title: 'Offer Management',
    add: 'Add New Offer',
    edit: 'Edit Offer',
    loading: 'Loading offers...',
    fetchError: () => 'Failed to fetch offers. Please try again later.',
    emptyTitle: 'No offers found.',
    emptyHint: 'Add a new offer to get started!',
    deleteQuestion: 'Are you sure you want to delete this offer?',
    deleteSuccess: 'Offer deleted successfully',
    deleteError: () => 'Failed to delete offer. Please try again.',
    // Spec section 8: the server's message is preferred to 'Failed to submit offer'.
    saveError: (_mode, message) => message || 'Failed to submit offer',
    saved: (mode) => (mode === 'add' ? 'Offer added successfully!' : 'Offer updated successfully!'),
    busy: (mode) => (mode === 'add' ? 'Adding...' : 'Updating...'),
  },
  list: { kind: 'all', url: '/api/offer', rows: (body) => (body as { data: Offer[] }).data },
  one: {
    url: (id) => `/api/offer/${encodeURIComponent(id)}`,
    row: (body) => (body as { data: Offer }).data,
  },
  id: (o) => o._id,
  name: (o) => o.title,
  columns: [
    { key: 'image', header: 'Image', render: (o) => <Thumb src={o.Image} /> },
    { key: 'title', header: 'Title', render: (o) => o.title, sortValue: (o) => o.title },
    { key: 'Hotel', header: 'Hotel', render: (o) => o.Hotel, sortValue: (o) => o.Hotel },
    {
      key: 'Location',
      header: 'Location',
      render: (o) => o.Location,
      sortValue: (o) => o.Location,
    },
    {
      key: 'RoomType',
      header: 'Room Type',
      render: (o) => o.RoomType,
      sortValue: (o) => o.RoomType,
    },
    {
      key: 'Discount',
      header: 'Discount',
      render: (o) => `${o.Discount}%`,
      sortValue: (o) => o.Discount,
    },
    {
      key: 'Price',
      header: 'Price',
      render: (o) => formatPrice(o.Price),
      sortValue: (o) => o.Price,
    },
  ],
  searchText: (o) =>
    `${o.title} ${o.Hotel} ${o.Location} ${o.RoomType} ${o.TrendingOffers} ${o.features.join(' ')}`,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', maxLength: 100 },
    { kind: 'text', name: 'Hotel', label: 'Hotel', maxLength: 100 },
    { kind: 'text', name: 'Location', label: 'Location', maxLength: 100 },
    { kind: 'text', name: 'RoomType', label: 'Room Type', maxLength: 100 },
    { kind: 'number', name: 'Price', label: 'Price per Guest and Night ($)' },
    { kind: 'number', name: 'Discount', label: 'Discount (%)' },
    { kind: 'text', name: 'TrendingOffers', label: 'Trending Offers', maxLength: 100 },
    {
      kind: 'text',
      name: 'features',
      label: 'Features',
      hint: 'Separated by commas, e.g. Free Wifi, Breakfast, Pool',
      toWire: commaListToJson,
    },
    { kind: 'textarea', name: 'description', label: 'Description', maxLength: 500 },
    {
      kind: 'file',
      name: 'Image',
      wire: 'Image',
      label: 'Image',
      hint: 'Optional when editing: the current image stays.',
    },
    { kind: 'file', name: 'gallary', wire: 'gallary[]', label: 'Gallery', multiple: true },
  ],
  // Spec section 5, offer form: every text field required, then price, discount and the image.
  rules: [
    ...textFields.flatMap(([name, label, max]): Rule[] => [
      required(name, `${label} is required`),
      maxLength(name, max, label),
    ]),
    positiveNumber(['Price'], 'Price must be greater than zero'),
    numberBetween('Discount', 0, 100, 'Discount must be between 0 and 100'),
    imageWhenAdding('Image'),
    imagesOnly('Image'),
    imagesOnly('gallary'),
  ],
  toValues: (o) => ({
    title: o.title,
    Hotel: o.Hotel,
    Location: o.Location,
    RoomType: o.RoomType,
    Price: String(o.Price),
    Discount: String(o.Discount),
    TrendingOffers: o.TrendingOffers,
    features: o.features.join(', '),
    description: o.description,
  }),
  existing: (o, field) => (field === 'Image' ? (o.Image ? [o.Image] : []) : o.gallary),
  endpoints: {
    create: '/api/offers',
    update: (id) => ({ method: 'put', url: `/api/updateOffers/${encodeURIComponent(id)}` }),
    remove: (id) => `/api/deleteOffers/${encodeURIComponent(id)}`,
  },
};
