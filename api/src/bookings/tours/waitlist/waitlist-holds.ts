import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { SeatInventory } from '../../../inventory/seat-inventory.service';
import { RELEASE_MARGIN_MS } from '../../shared/booking-status';
import { WaitlistEntry } from './schemas/waitlist-entry.schema';

/**
 * Seats offered to a waitlist entry are claimed under the entry's id until a booking of that id takes them
 * over (the claim). The seat inventory asks which claim holders still exist: this answers for the offers,
 * beside the tour bookings' own answer (it registers itself with the inventory). An offer holds its seats until `offerExpiresAt` plus the release
 * margin, as a hold does (a claim read just before the lapse may still be writing).
 */
@Injectable()
export class WaitlistHolds {
  constructor(
    @InjectModel(WaitlistEntry.name) private readonly entries: Model<WaitlistEntry>,
    seats: SeatInventory,
  ) {
    seats.registerHolders((ids) => this.running(ids));
  }

  async running(ids: Types.ObjectId[], now = new Date()): Promise<Set<string>> {
    const found = await this.entries
      .find(
        {
          _id: { $in: ids },
          status: 'offered',
          offerExpiresAt: { $gt: new Date(now.getTime() - RELEASE_MARGIN_MS) },
        },
        { _id: 1 },
      )
      .lean()
      .exec();
    return new Set(found.map((entry) => String(entry._id)));
  }
}
