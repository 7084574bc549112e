import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DestinationsService } from '../destinations/destinations.service';
import { Destination } from '../destinations/schemas/destination.schema';
import { UTC } from '../common/time-zones/zoned-time';
import { PricingService } from '../pricing/pricing.service';
import type { Capability } from './capabilities';
import { OctoAvailability } from './octo-availability.service';
import { ProductSettings, productView } from './octo-products';

/** The supplier and its products: the site's company and its tours. */
@Injectable()
export class OctoCatalog {
  constructor(
    private readonly destinations: DestinationsService,
    private readonly availability: OctoAvailability,
    private readonly pricing: PricingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  supplier() {
    const origin = this.config.webOrigins[0]!;
    return {
      id: new URL(origin).host,
      name: new URL(origin).host,
      endpoint: `${origin}/octo`,
      contact: {
        website: origin,
        email: /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i.test(this.config.mailFrom)
          ? this.config.mailFrom
          : null,
        telephone: null,
        address: null,
      },
    };
  }

  async products(capabilities: Set<Capability>) {
    const tours = await this.destinations.list();
    return tours.map((tour) => this.view(tour, capabilities));
  }

  async product(id: string, capabilities: Set<Capability>) {
    await this.availability.tour(id);
    return this.view(await this.destinations.findById(id), capabilities);
  }

  private view(tour: Destination & { _id: unknown }, capabilities: Set<Capability>) {
    const settings: ProductSettings = {
      currency: this.pricing.currency,
      maxTicketsPerBooking: this.config.maxTicketsPerBooking,
      cancellationCutoffHours: this.config.cancellationCutoffHours,
    };
    return productView(
      {
        id: String(tour._id),
        title: tour.title,
        description: tour.description,
        timeZone: tour.timeZone ?? UTC,
        tourTimes: tour.tourTimes,
        CostPerPerson: tour.CostPerPerson,
        priceCategories: tour.priceCategories ?? [],
        included: tour.included,
        notIncluded: tour.notIncluded,
        durationMinutes: tour.durationMinutes,
      },
      capabilities,
      settings,
    );
  }
}
