import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { BookedRecords } from './booked-records';
import { CatalogDeps } from './catalog-deps';

/** Provides `CatalogDeps` to the catalog domains, and `BookedRecords` to the bookings that guard their edits (audit, cache and Recently deleted are global modules). */
@Module({
  imports: [MediaModule],
  providers: [CatalogDeps, BookedRecords],
  exports: [CatalogDeps, BookedRecords],
})
export class CatalogModule {}
