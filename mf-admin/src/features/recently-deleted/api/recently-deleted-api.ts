import type { DeletableKind, DeletedItem, DeletedItemPage } from '@travel/shell/api-types';

import { everyValue } from '../../../lib/every-value';

export type { DeletableKind, DeletedItem, DeletedItemPage };

export const deletedUrl = (kind: DeletableKind | '', page: number) =>
  `/api/admin/deleted?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page) })}`;

/** The kinds, in the order the screen's filter lists them (named as the audit trail names them). */
export const KINDS = everyValue<DeletableKind>()([
  'destination',
  'hotel',
  'offer',
  'blog-post',
  'contact-message',
  'tour-booking',
  'stay-booking',
]);
