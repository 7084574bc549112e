import type { AuditAction, AuditEntry, AuditKind } from '@travel/shell/api-types';

export type { AuditEntry, AuditKind };

/** The filters of GET /api/admin/audit as the screens hold them: empty strings mean "not filtered". */
export interface AuditFilter {
  /** An account id or email, or visitor, webhook, sweep, system. */
  actor: string;
  kind: AuditKind | '';
  record: string;
  /** 'YYYY-MM-DD' days, both included. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilter = { actor: '', kind: '', record: '', from: '', to: '' };

/** The URL of one page of entries; empty filters are left out. */
export function auditUrl(filter: Partial<AuditFilter>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    const trimmed = value.trim();
    if (trimmed) params.set(name, trimmed);
  }
  params.set('page', String(page));
  return `/api/admin/audit?${params.toString()}`;
}

export const KIND_LABELS: Record<AuditKind, string> = {
  destination: 'Destination',
  hotel: 'Hotel',
  offer: 'Offer',
  'blog-post': 'Blog post',
  'tour-booking': 'Tour booking',
  'stay-booking': 'Apartment booking',
  'guest-limit': 'Guest limit',
  currencies: 'Currencies',
  user: 'User',
  'contact-message': 'Contact message',
  'tour-time': 'Tour time',
  'promo-code': 'Promo code',
  'gift-card': 'Gift card',
  reseller: 'Reseller',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  'checked-in': 'Checked in',
  updated: 'Updated',
  deleted: 'Deleted',
  restored: 'Restored',
  purged: 'Purged',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  paid: 'Paid',
  refunded: 'Refunded',
  moved: 'Moved',
  mailed: 'Mail sent again',
  voided: 'Voided',
};

const SOURCES: Record<AuditEntry['actor']['type'], string> = {
  admin: 'Admin',
  guide: 'Guide',
  user: 'User',
  visitor: 'Visitor',
  webhook: 'Payment webhook',
  sweep: 'Scheduled sweep',
  system: 'System',
};

/** Who acted, as the screens name them: the account's email, else the source. */
export function actorLabel(actor: AuditEntry['actor']): string {
  return actor.email ?? SOURCES[actor.type];
}
