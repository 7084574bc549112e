/**
 * What kind of record an entry is about: the catalog, bookings, settings, accounts, the inbox, and whole tour
 * times cancelled or moved.
 */
export const AUDIT_KINDS = [
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
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * What happened. A role or limit change is `updated`; the booking lifecycle has its own verbs; a deleted
 * record is `restored` from Recently deleted or `purged` from it for good; a whole tour time (`tour-time`, its
 * operation's id as the record) is `cancelled` or `moved`, and so is each booking moved; a booking's mail
 * sent again by an admin is `mailed`; a guest marked arrived or no-show on the manifest (or the mark
 * cleared) is `checked-in`.
 */
export const AUDIT_ACTIONS = [
  'created',
  'checked-in',
  'updated',
  'deleted',
  'restored',
  'purged',
  'confirmed',
  'cancelled',
  'expired',
  'paid',
  'refunded',
  'moved',
  'mailed',
  'voided',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who acted: a signed-in `admin`, `guide` or `user` (id and email set), or, with id and email null, a `visitor`
 * without an account (a booking or its mailed link), Stripe's `webhook`, the hold `sweep`, or `system`
 * (anything else outside a request, such as start-up).
 */
export const ACTOR_TYPES = [
  'admin',
  'guide',
  'user',
  'visitor',
  'webhook',
  'sweep',
  'system',
] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return (AUDIT_KINDS as readonly unknown[]).includes(value);
}

export function isActorType(value: unknown): value is ActorType {
  return (ACTOR_TYPES as readonly unknown[]).includes(value);
}
