import type { Hotel } from '@travel/shell/api-types';
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
} from '../../../components/catalog';

/** Hotel management as the spec draws it: Image, Hotel Name, Location, Price/Night, Actions. */
export const hotelResource: ResourceConfig<Hotel> = {
  noun: 'hotel',
  texts: {
    title: 'Hotel Management',
    add: 'Add New Hotel',
    edit: 'Edit Hotel',
    loading: 'Loading hotels...',
    fetchError: (message) => `Failed to fetch hotels: ${message}`,
    emptyTitle: 'No hotels found.',
    emptyHint: 'Add a new hotel to get started!',
    deleteQuestion: 'Are you sure you want to delete this hotel?',
    deleteSuccess: 'Hotel deleted successfully',
    deleteError: (message) => `Failed to delete hotel: ${message}`,
    saveError: (_mode, message) => `Failed to save hotel: ${message}`,
    saved: (mode) => (mode === 'add' ? 'Hotel added successfully!' : 'Hotel updated successfully!'),
    busy: (mode) => (mode === 'add' ? 'Adding...' : 'Updating...'),
  },
  list: { kind: 'all', url: '/api/hotel', rows: (body) => body as Hotel[] },
  one: { url: (id) => `/api/hotel/${encodeURIComponent(id)}`, row: (body) => body as Hotel },
  id: (hotel) => hotel._id,
  name: (hotel) => hotel.hotelName,
  columns: [
    { key: 'image', header: 'Image', render: (hotel) => <Thumb src={hotel.image[0]} /> },
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
      render: (hotel) => formatPrice(hotel.pricePerNight),
      sortValue: (hotel) => hotel.pricePerNight,
    },
  ],
  searchText: (hotel) => `${hotel.hotelName} ${hotel.location} ${hotel.description}`,
  fields: [
    { kind: 'text', name: 'hotelName', label: 'Hotel Name', maxLength: 100 },
    { kind: 'text', name: 'location', label: 'Location', maxLength: 100 },
    { kind: 'number', name: 'pricePerNight', label: 'Price per Night ($)' },
    { kind: 'url', name: 'affiliateLink', label: 'Affiliate Link (optional)' },
    { kind: 'textarea', name: 'description', label: 'Description', maxLength: 500 },
    {
      kind: 'file',
      name: 'image',
      wire: 'image',
      label: 'Image',
      hint: 'Optional when editing: the current image stays.',
    },
    { kind: 'file', name: 'gallery', wire: 'gallery', label: 'Gallery', multiple: true },
  ],
  // Spec section 5, hotel form, in its order.
  rules: [
    imageWhenAdding('image'),
    positiveNumber(['pricePerNight'], 'Please enter a valid price per night'),
    required('hotelName', 'Hotel name is required'),
    maxLength('hotelName', 100, 'Hotel name'),
    required('location', 'Location is required'),
    maxLength('location', 100, 'Location'),
    maxLength('description', 500, 'Description'),
    optionalUrl('affiliateLink', 'Affiliate link must be a valid URL'),
    imagesOnly('image'),
    imagesOnly('gallery'),
  ],
  toValues: (hotel) => ({
    hotelName: hotel.hotelName,
    location: hotel.location,
    pricePerNight: String(hotel.pricePerNight),
    affiliateLink: hotel.affiliateLink ?? '',
    description: hotel.description ?? '',
  }),
  existing: (hotel, field) => (field === 'image' ? hotel.image : hotel.gallery),
  endpoints: {
    create: '/api/hotel',
    update: (id) => ({ method: 'patch', url: `/api/updateHotel/${encodeURIComponent(id)}` }),
    remove: (id) => `/api/deleteHotel/${encodeURIComponent(id)}`,
  },
};
