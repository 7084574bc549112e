import { Injectable, Logger, OnApplicationBootstrap, Inject } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { BlogService } from '../blog/blog.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DestinationsService } from '../destinations/destinations.service';
import { HotelsService } from '../hotels/hotels.service';
import { OffersService } from '../offers/offers.service';
import {
  DEMO_DESTINATIONS,
  DEMO_TOUR_TIMES,
  DEMO_HOTELS,
  DEMO_OFFERS,
  DEMO_POSTS,
  DEMO_TIME_ZONES,
  demoPostBody,
  demoTourContent,
} from './demo-content';
import { landscapeJpeg } from './demo-images';

const CATALOG_COLLECTIONS = ['destinations', 'hotels', 'offers', 'blogposts'];
const SEED_MARKER = { _id: 'demo-content' };

export type SeedOutcome = 'seeded' | 'skipped';

/**
 * Fills an empty database with demo content so a newcomer sees a real site. A database with any catalog
 * record is never touched, and a marker document (unique `_id`) keeps two instances starting together from
 * both seeding.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);
  private picture = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    private readonly destinations: DestinationsService,
    private readonly hotels: HotelsService,
    private readonly offers: OffersService,
    private readonly blog: BlogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoContent) await this.seedIfEmpty();
  }

  async seedIfEmpty(): Promise<SeedOutcome> {
    if (await this.hasContent()) return 'skipped';
    try {
      await this.connection
        .collection<{ _id: string }>('seed_runs')
        .insertOne({ ...SEED_MARKER, at: new Date() } as never);
    } catch {
      return 'skipped'; // another instance is seeding, or did once
    }
    const started = Date.now();
    await this.seed();
    this.logger.log(`Demo content added in ${Date.now() - started} ms`);
    return 'seeded';
  }

  private async hasContent(): Promise<boolean> {
    const counts = await Promise.all(
      CATALOG_COLLECTIONS.map((name) => this.connection.collection(name).estimatedDocumentCount()),
    );
    return counts.some((count) => count > 0);
  }

  private async images(count: number): Promise<{ buffer: Buffer }[]> {
    const pictures = [];
    for (let i = 0; i < count; i++)
      pictures.push({ buffer: await landscapeJpeg(++this.picture * 7919) });
    return pictures;
  }

  private async seed(): Promise<void> {
    for (const [
      index,
      [destination, location, title, description, price, CostPerPerson],
    ] of DEMO_DESTINATIONS.entries()) {
      await this.destinations.create(
        {
          destination,
          location,
          title,
          description,
          price,
          CostPerPerson,
          capacityPerSlot: 20,
          tourTimes: DEMO_TOUR_TIMES,
          timeZone: DEMO_TIME_ZONES[location],
          ...demoTourContent(location),
        },
        { image: await this.images(1), gallary: await this.images(index < 6 ? 2 : 1) },
      );
    }
    for (const [hotelName, location, pricePerNight, description] of DEMO_HOTELS) {
      await this.hotels.create(
        {
          hotelName,
          location,
          pricePerNight,
          description,
          affiliateLink: 'https://example.com/hotels',
        },
        { image: await this.images(1), gallery: await this.images(1) },
      );
    }
    for (const offer of DEMO_OFFERS) {
      // A row: title, hotel, location, room type, discount, price, trend, description, features.
      const [title, Hotel, Location, RoomType, Discount, Price, TrendingOffers, description] =
        offer;
      await this.offers.create(
        {
          title,
          Hotel,
          Location,
          RoomType,
          Discount,
          Price,
          TrendingOffers,
          description,
          features: [...offer[8]],
          timeZone: DEMO_TIME_ZONES[Location],
        },
        { Image: await this.images(1), gallary: await this.images(1) },
      );
    }
    // Oldest first, so the blog's newest-first list starts with the first post of the list.
    for (const [Title, subtitle, subsubtitle] of [...DEMO_POSTS].reverse()) {
      await this.blog.create(
        { Title, subtitle, subsubtitle, Link: '', ...demoPostBody(Title, subtitle) },
        { Image: await this.images(1), gallary: await this.images(1) },
      );
    }
  }
}
