import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { DestinationsModule } from '../destinations/destinations.module';
import { OffersModule } from '../offers/offers.module';
import { SeoController } from './seo.controller';

/** What search engines read besides the pages: the sitemap built from the content, and robots.txt. */
@Module({
  imports: [DestinationsModule, OffersModule, BlogModule],
  controllers: [SeoController],
})
export class SeoModule {}
