import { AuditKind } from '../audit/audit-kinds';

/** What an admin's delete keeps for a while (see RecentlyDeleted): the catalog, the inbox and bookings. */
export const DELETABLE_KINDS = [
  'destination',
  'hotel',
  'offer',
  'blog-post',
  'contact-message',
  'tour-booking',
  'stay-booking',
] as const satisfies readonly AuditKind[];
export type DeletableKind = (typeof DELETABLE_KINDS)[number];

export function isDeletableKind(value: unknown): value is DeletableKind {
  return (DELETABLE_KINDS as readonly unknown[]).includes(value);
}

/** How a message names one record of the kind ('This hotel cannot be restored ...'). */
export const KIND_NAMES: Record<DeletableKind, string> = {
  destination: 'destination',
  hotel: 'hotel',
  offer: 'offer',
  'blog-post': 'blog post',
  'contact-message': 'message',
  'tour-booking': 'booking',
  'stay-booking': 'booking',
};
