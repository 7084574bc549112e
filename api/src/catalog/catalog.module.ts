import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { CatalogDeps } from './catalog-deps';

/** Provides `CatalogDeps` to the catalog domains (audit, cache and Recently deleted are global modules). */
@Module({
  imports: [MediaModule],
  providers: [CatalogDeps],
  exports: [CatalogDeps],
})
export class CatalogModule {}
