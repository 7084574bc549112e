import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { BlogService } from '../blog/blog.service';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DestinationsService } from '../destinations/destinations.service';
import { OffersService } from '../offers/offers.service';
import { robotsTxt, sitemapXml, SiteUrl, STATIC_PATHS } from './site-map';

// Crawlers fetch these rarely; an hour of staleness after an edit costs nothing and spares the database.
const CACHED_FOR_AN_HOUR = 'public, max-age=3600';

interface Dated {
  _id: unknown;
  updatedAt?: Date;
}

/** /sitemap.xml and /robots.txt for search engines; the site's servers proxy both paths here. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly destinations: DestinationsService,
    private readonly offers: OffersService,
    private readonly blog: BlogService,
  ) {}

  /** The public site's address: the first WEB_ORIGIN. */
  private origin(): string {
    return this.config.webOrigins[0] ?? 'http://localhost:8080';
  }

  @Get('sitemap.xml')
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', CACHED_FOR_AN_HOUR)
  async sitemap(): Promise<string> {
    const [tours, offers, posts] = await Promise.all([
      this.destinations.list(),
      this.offers.list(),
      this.blog.list(),
    ]);
    const pages = (prefix: string, documents: Dated[]): SiteUrl[] =>
      documents.map((document) => ({
        path: `${prefix}/${String(document._id)}`,
        lastModified: document.updatedAt,
      }));
    return sitemapXml(this.origin(), [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...pages('/TourPage', tours),
      ...pages('/OfferDetails', offers),
      ...pages('/BlogDetails', posts),
    ]);
  }

  @Get('robots.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHED_FOR_AN_HOUR)
  robots(): string {
    return robotsTxt(this.origin());
  }
}
