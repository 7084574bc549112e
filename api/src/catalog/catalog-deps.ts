import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { ChangeFeed } from '../cache/change-feed.service';
import { ImagesService } from '../media/images.service';
import { RecentlyDeleted } from '../recently-deleted/recently-deleted.service';
import { BookedRecords } from './booked-records';

/**
 * What every catalog service needs besides its model: image storage, the change feed that drops the read caches after a write,
 * the audit trail, Recently deleted, and what bookings say about editing a booked record. One bundle, so a domain service takes `(model, deps)` and a new
 * need is added here once rather than to four constructors.
 */
@Injectable()
export class CatalogDeps {
  constructor(
    readonly images: ImagesService,
    readonly changes: ChangeFeed,
    readonly audit: AuditService,
    readonly recentlyDeleted: RecentlyDeleted,
    readonly booked: BookedRecords,
  ) {}
}
