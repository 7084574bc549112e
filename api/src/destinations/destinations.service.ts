import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { HydratedDocument, Model } from 'mongoose';
import { CatalogDeps } from '../catalog/catalog-deps';
import { UploadedFilesByField } from '../catalog/image-fields';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CatalogOptions, CatalogService } from '../catalog/catalog.service';
import { CreateDestinationDto, DESTINATION_IMAGES, DESTINATION_TEXTS } from './dto/destination.dto';
import { Destination } from './schemas/destination.schema';
import type { TourSchedule } from './schedule/tour-schedule';

export const DESTINATION_CATALOG: CatalogOptions<Destination> = {
  notFoundMessage: 'Destination not found',
  auditKind: 'destination',
  nameField: 'title',
  imageFields: DESTINATION_IMAGES,
  texts: DESTINATION_TEXTS,
  // The spec's destination has two prices: Cost per Person is what a ticket costs, Price is what the
  // site search compares (the admin's form says so, and search results show it).
  search: { textFields: ['title', 'destination', 'location'], priceField: 'price' },
};

@Injectable()
export class DestinationsService extends CatalogService<Destination, CreateDestinationDto> {
  constructor(
    @InjectModel(Destination.name) model: Model<Destination>,
    deps: CatalogDeps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(model, deps, DESTINATION_CATALOG);
  }

  /** A form naming no time zone gets the site's (SITE_TIME_ZONE). */
  override create(
    fields: CreateDestinationDto,
    files?: UploadedFilesByField,
  ): Promise<HydratedDocument<Destination>> {
    return super.create(
      { ...fields, timeZone: fields.timeZone ?? this.config.siteTimeZone },
      files,
    );
  }

  /** The seats per tour time of these destinations (those that exist), and the schedule that changes them. */
  async capacities(
    ids: string[],
  ): Promise<{ id: string; capacity: number; schedule: TourSchedule | null }[]> {
    if (ids.length === 0) return [];
    const found = await this.model
      .find({ _id: { $in: ids } }, { capacityPerSlot: 1, schedule: 1 })
      .lean()
      .exec();
    return found.map((d) => ({
      id: String(d._id),
      capacity: d.capacityPerSlot,
      schedule: d.schedule ?? null,
    }));
  }
}
