import type { DeletableKind, DeletedItem, DeletedItemPage } from '@travel/shell/api-types';

export type { DeletableKind, DeletedItem, DeletedItemPage };

export const deletedUrl = (kind: DeletableKind | '', page: number) =>
  `/api/admin/deleted?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page) })}`;

/** How the screen names each kind, in the order its filter lists them. */
export const KIND_LABELS: Record<DeletableKind, string> = {
  destination: 'Destination',
  hotel: 'Hotel',
  offer: 'Offer',
  'blog-post': 'Blog post',
  'contact-message': 'Contact message',
  'tour-booking': 'Tour booking',
  'stay-booking': 'Apartment booking',
};
export const KINDS = Object.keys(KIND_LABELS) as DeletableKind[];
