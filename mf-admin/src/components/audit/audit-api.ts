import type { AuditAction, AuditEntry, AuditKind } from '@travel/shell/api-types';
import { currentLang, t } from '@travel/shell/i18n';
import { everyValue } from '../../lib/every-value';

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

/** The record kinds, in the order the Activity filter lists them. */
export const AUDIT_KINDS = everyValue<AuditKind>()([
  'destination',
  'hotel',
  'offer',
  'blog-post',
  'tour-booking',
  'stay-booking',
  'guest-limit',
  'currencies',
  'user',
  'contact-message',
  'tour-time',
  'promo-code',
  'gift-card',
  'reseller',
]);

/** A record kind in the page's language: 'Apartment booking'. */
export const kindLabel = (kind: AuditKind): string => t(`admin.kind.${kind}`);

/** A kind inside a sentence ('Restore destination Lisbon'): lower case, but German keeps its nouns capital. */
export const kindInSentence = (kind: AuditKind): string =>
  currentLang() === 'de' ? kindLabel(kind) : kindLabel(kind).toLowerCase();

/** What an entry did, in the page's language: 'Created', 'Mail sent again'. */
export const actionLabel = (action: AuditAction): string => t(`admin.action.${action}`);

/** Who acted, as the screens name them: the account's email, else the source. */
export function actorLabel(actor: AuditEntry['actor']): string {
  return actor.email ?? t(`admin.actor.${actor.type}`);
}
