import { HydratedDocument, Types } from 'mongoose';
import { PricingService } from '../../pricing/pricing.service';
import { BookingPlaces } from './booking-lifecycle.service';
import { LedgerRecord } from './booking-ledger';

/**
 * A kind's places, whose release also gives back the promo code uses the booking holds: every way a booking
 * lets go of its places (cancelled, expired by the sweep or an unpaid session, deleted) goes through
 * `release`, so a code's use follows its booking's seats or nights. A restored booking keeps its discount
 * without claiming its use again.
 */
export class PlacesReleasingPromo<T extends LedgerRecord> implements BookingPlaces<
  HydratedDocument<T>
> {
  constructor(
    private readonly places: BookingPlaces<HydratedDocument<T>>,
    private readonly pricing: PricingService,
  ) {}

  async release(booking: HydratedDocument<T>): Promise<void> {
    await this.places.release(booking);
    await this.pricing.release(booking.promo, booking._id as Types.ObjectId);
  }

  claimAgain(booking: HydratedDocument<T>): Promise<void> {
    return this.places.claimAgain(booking);
  }

  keep(booking: HydratedDocument<T>): Promise<number> {
    return this.places.keep(booking);
  }

  lapsedHolders(): Promise<Types.ObjectId[]> {
    return this.places.lapsedHolders();
  }
}
