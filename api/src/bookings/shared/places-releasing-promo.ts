import { ConflictException } from '@nestjs/common';
import { HydratedDocument, Types } from 'mongoose';
import { GiftCardsService } from '../../gift-cards/gift-cards.service';
import { PricingService } from '../../pricing/pricing.service';
import { QuotaTokens } from '../../quotas/quota-tokens.service';
import { BookingPlaces } from './booking-lifecycle.service';
import { LedgerRecord, RenewedFields } from './booking-ledger';
import { OwnReasonConflict } from './own-reason-conflict';

/** Why a booking cannot come back with its discount: its code's uses were all taken after it gave its own back. */
export function promoUsedUpMeanwhile(code: string): OwnReasonConflict {
  return new OwnReasonConflict(
    `The promo code ${code} of this booking was used up meanwhile, so this booking cannot be restored.`,
  );
}

/** Why a booking cannot come back: the gift card that paid part of it was spent or voided meanwhile. */
export const GIFT_CARD_SPENT_MEANWHILE =
  'The gift card that paid this booking was spent meanwhile, so this booking cannot be restored.';

/**
 * A kind's places, whose release also gives back the promo code uses the booking holds and what it took of a
 * gift card: every way a booking lets go of its places (cancelled, expired by the sweep or an unpaid session,
 * deleted) goes through `release`, so a code's use and a card's amount follow its booking's seats or nights
 * (the card's amount as a `refund` entry when the booking was cancelled, a `release` otherwise). And every
 * way it takes them back (restored from Recently deleted, a lapsed hold paid late) goes through `claimAgain`,
 * which claims a use and the card's amount again after the places: a code used up or a card spent meanwhile
 * refuses it like places taken meanwhile, so no code is used more often than it allows and no card overspent.
 * A hold's units of the hold limits (QuotaTokens) go back when it lets go of its places or keeps them for good
 * (confirmed): only running holds count.
 */
export class PlacesReleasingPromo<T extends LedgerRecord> implements BookingPlaces<
  HydratedDocument<T>
> {
  constructor(
    private readonly places: BookingPlaces<HydratedDocument<T>>,
    private readonly pricing: PricingService,
    private readonly bookingKind: 'tour' | 'stay',
    private readonly giftCards: GiftCardsService,
    private readonly quotas: QuotaTokens,
  ) {}

  async release(booking: HydratedDocument<T>): Promise<void> {
    await this.places.release(booking);
    await this.giveBackHold(booking);
    await this.pricing.release(booking.promo, booking._id as Types.ObjectId);
    await this.giftCards.giveBack(
      booking.giftCard,
      booking._id as Types.ObjectId,
      booking.status === 'cancelled' ? 'refund' : 'release',
      booking.reference,
    );
  }

  /**
   * The places, then the code's use, then the card's amount, claimed again; the booking's new use ids are set
   * on it (so a release after this gives back these) and answered to be written with it. Throws 409
   * (OwnReasonConflict) with what it claimed freed again when the code has no use left or the card not the
   * amount.
   */
  async claimAgain(booking: HydratedDocument<T>): Promise<RenewedFields | void> {
    await this.places.claimAgain(booking);
    const renewed = await this.claimPromoAgain(booking);
    try {
      await this.giftCards.redeemAgain(booking.giftCard, booking._id as Types.ObjectId);
    } catch (error) {
      await this.places.release(booking);
      await this.pricing.release(booking.promo, booking._id as Types.ObjectId);
      if (error instanceof ConflictException) {
        throw new OwnReasonConflict(GIFT_CARD_SPENT_MEANWHILE);
      }
      throw error;
    }
    return renewed;
  }

  private async claimPromoAgain(booking: HydratedDocument<T>): Promise<RenewedFields | undefined> {
    const promo = booking.promo;
    if (!promo) return undefined;
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

  async keep(booking: HydratedDocument<T>): Promise<number> {
    const kept = await this.places.keep(booking);
    await this.giveBackHold(booking);
    return kept;
  }

  /** A hold confirmed or let go no longer counts against the hold limits: its quota units go back. */
  private async giveBackHold(booking: HydratedDocument<T>): Promise<void> {
    const holder = booking._id as Types.ObjectId;
    await this.quotas.giveBack((booking.holdTokens ?? []).map((id) => ({ id, holder })));
  }

  lapsedHolders(): Promise<Types.ObjectId[]> {
    return this.places.lapsedHolders();
  }
}
