import { ConflictException } from '@nestjs/common';
import { HydratedDocument, Types } from 'mongoose';
import { PricingService } from '../../pricing/pricing.service';
import { BookingPlaces } from './booking-lifecycle.service';
import { LedgerRecord, RenewedFields } from './booking-ledger';
import { OwnReasonConflict } from './own-reason-conflict';

/** Why a booking cannot come back with its discount: its code's uses were all taken after it gave its own back. */
export function promoUsedUpMeanwhile(code: string): OwnReasonConflict {
  return new OwnReasonConflict(
    `The promo code ${code} of this booking was used up meanwhile, so this booking cannot be restored.`,
  );
}

/**
 * A kind's places, whose release also gives back the promo code uses the booking holds: every way a booking
 * lets go of its places (cancelled, expired by the sweep or an unpaid session, deleted) goes through
 * `release`, so a code's use follows its booking's seats or nights. And every way it takes them back
 * (restored from Recently deleted, a lapsed hold paid late) goes through `claimAgain`, which claims a use
 * again after the places: a code used up meanwhile refuses it like places taken meanwhile, so no code is
 * ever used more often than it allows.
 */
export class PlacesReleasingPromo<T extends LedgerRecord> implements BookingPlaces<
  HydratedDocument<T>
> {
  constructor(
    private readonly places: BookingPlaces<HydratedDocument<T>>,
    private readonly pricing: PricingService,
    private readonly bookingKind: 'tour' | 'stay',
  ) {}

  async release(booking: HydratedDocument<T>): Promise<void> {
    await this.places.release(booking);
    await this.pricing.release(booking.promo, booking._id as Types.ObjectId);
  }

  /**
   * The places, then the code's use, claimed again; the booking's new use ids are set on it (so a release
   * after this gives back these) and answered to be written with it. Throws 409 (OwnReasonConflict) with its
   * places freed again when the code has no use left.
   */
  async claimAgain(booking: HydratedDocument<T>): Promise<RenewedFields | void> {
    await this.places.claimAgain(booking);
    const promo = booking.promo;
    if (!promo) return;
    let useIds: string[];
    try {
      useIds = await this.pricing.claimAgain(
        promo,
        {
          bookingId: booking._id as Types.ObjectId,
          bookingKind: this.bookingKind,
          email: booking.email,
          discount: booking.price?.discount ?? 0,
        },
        booking.reference,
      );
    } catch (error) {
      await this.places.release(booking);
      if (error instanceof ConflictException) throw promoUsedUpMeanwhile(promo.code);
      throw error;
    }
    booking.set('promo.useIds', useIds);
    const { codeId, code, kind, value } = promo;
    return { promo: { codeId, code, kind, value, useIds } };
  }

  keep(booking: HydratedDocument<T>): Promise<number> {
    return this.places.keep(booking);
  }

  lapsedHolders(): Promise<Types.ObjectId[]> {
    return this.places.lapsedHolders();
  }
}
