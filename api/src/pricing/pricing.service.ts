import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { formatMoney } from '../common/money';
import { APP_CONFIG, AppConfig, siteCurrency } from '../config/app-config';
import { minimumCharge } from '../payments/minimum-charge';
import {
  DiscountRule,
  fromMinorUnits,
  PriceBreakdown,
  PricedTour,
  priceStay,
  priceTourBooking,
  TourChoice,
  TourPrice,
} from './pricing';
import { checkPromo, PromoUse } from './promo-codes/promo-rules';
import { AppliedPromo, PromoCodesService, UseClaim } from './promo-codes/promo-codes.service';
import { PromoCodeDocument } from './promo-codes/schemas/promo-code.schema';

/** A code that passed its rules for one booking: claimed as the booking is made. */
export interface CheckedPromo {
  code: PromoCodeDocument;
  rule: DiscountRule;
}

/** The 400 of a total a card cannot pay as it is less than Stripe takes (see minimumCharge). */
export function belowCardMinimum(total: number, minimum: number, withCode: boolean): string {
  const left = formatMoney(fromMinorUnits(total));
  const least = formatMoney(fromMinorUnits(minimum));
  return withCode
    ? `With this promo code ${left} is left to pay, less than the smallest card payment of ${least}. Please book without the code, or add to your booking.`
    : `This booking costs ${left}, less than the smallest card payment of ${least}.`;
}

/**
 * The pricing module's service side: the pure prices of `pricing.ts` in the site's currency, with a promo
 * code's rules checked. The booking services price through it, and claim and release the code's uses.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly promoCodes: PromoCodesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get currency(): string {
    return siteCurrency(this.config);
  }

  /**
   * A tour's price with `promoCode` (if any) applied; 400 for a choice the tour does not sell or a code
   * that does not apply, 409 (preview only, with `checkUses`) when its uses are all taken.
   */
  async tour(
    destinationId: string,
    tour: PricedTour,
    choice: TourChoice,
    promoCode?: string,
    email?: string,
    checkUses = false,
  ): Promise<{ price: TourPrice; promo?: CheckedPromo }> {
    const plain = priceTourBooking(tour, choice, this.currency);
    if (!promoCode) return { price: plain };
    const promo = await this.checked(promoCode, {
      target: { kind: 'tour', destinationId },
      subtotal: plain.breakdown.subtotal,
      now: new Date(),
    });
    if (checkUses) await this.promoCodes.assertUsable(promo.code, email);
    const price = priceTourBooking(tour, choice, this.currency, promo.rule);
    if (checkUses) this.assertCardPayable(price.breakdown.total, true);
    return { price, promo };
  }

  /** A stay's price (the spec's total) with `promoCode` applied; as `tour`. */
  async stay(
    offerId: string,
    totalCost: number,
    nights: number,
    promoCode?: string,
    email?: string,
    checkUses = false,
  ): Promise<{ price: PriceBreakdown; promo?: CheckedPromo }> {
    const plain = priceStay(totalCost, nights, this.currency);
    if (!promoCode) return { price: plain };
    const promo = await this.checked(promoCode, {
      target: { kind: 'stay', offerId },
      subtotal: plain.subtotal,
      now: new Date(),
    });
    if (checkUses) await this.promoCodes.assertUsable(promo.code, email);
    const price = priceStay(totalCost, nights, this.currency, promo.rule);
    if (checkUses) this.assertCardPayable(price.total, true);
    return { price, promo };
  }

  /**
   * With payments on, a total (minor units) above nothing but below the smallest card payment Stripe takes
   * is refused with 400, before anything is claimed or written: Stripe would refuse its Checkout Session, and
   * the visitor would see a 503 for a price we gave them. Nothing to pay opens no card payment at all, so 0
   * passes; so does everything with payments off (paid on the day).
   */
  assertCardPayable(total: number, withCode: boolean): void {
    if (!this.config.payments || total <= 0) return;
    const minimum = minimumCharge(this.currency);
    if (total < minimum) {
      throw new BadRequestException(belowCardMinimum(total, minimum, withCode));
    }
  }

  /** Claims a use of a checked code for a booking about to be written (409 when none is free). */
  claim(promo: CheckedPromo, claim: UseClaim): Promise<AppliedPromo> {
    return this.promoCodes.claim(promo.code, claim);
  }

  /** Claims again the use of a booking coming back (see PromoCodesService.claimAgain): the new use ids. */
  claimAgain(
    promo: Pick<AppliedPromo, 'codeId' | 'useIds'>,
    claim: UseClaim,
    reference: string,
  ): Promise<string[]> {
    return this.promoCodes.claimAgain(promo, claim, reference);
  }

  attach(promo: AppliedPromo | undefined, reference: string): Promise<void> {
    return promo ? this.promoCodes.attach(promo.useIds, reference) : Promise.resolve();
  }

  /** Gives back the uses a booking claimed (cancelled, lapsed, deleted, or never written). */
  release(
    promo: Pick<AppliedPromo, 'useIds'> | undefined | null,
    bookingId: Types.ObjectId,
  ): Promise<void> {
    return this.promoCodes.release(promo?.useIds, bookingId);
  }

  private async checked(promoCode: string, use: PromoUse): Promise<CheckedPromo> {
    const code = await this.promoCodes.find(promoCode);
    return { code, rule: checkPromo(code, use) };
  }
}
