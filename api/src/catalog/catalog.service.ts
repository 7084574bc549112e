import { NotFoundException } from '@nestjs/common';
import { HydratedDocument, Model } from 'mongoose';

/**
 * What destinations, hotels, offers and blog posts share: reading one or all. Each domain service extends it
 * and keeps its own differences (messages, sort order, image fields) explicit.
 */
export abstract class CatalogService<T> {
  protected constructor(
    protected readonly model: Model<T>,
    private readonly notFoundMessage: string,
  ) {}

  list(): Promise<HydratedDocument<T>[]> {
    return this.model.find().sort({ createdAt: -1, _id: -1 }).exec();
  }

  /** The document, or a 404 with the domain's message (used by bookings to check what is booked). */
  async findById(id: string): Promise<HydratedDocument<T>> {
    const doc = await this.model.findById(id).exec();
    if (!doc) throw new NotFoundException(this.notFoundMessage);
    return doc;
  }
}
