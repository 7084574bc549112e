import { HydratedDocument, Types } from 'mongoose';
import { AuthUser } from '../../common/auth/auth-user';
import { utcDay } from '../../common/calendar';
import { toMinorUnits } from '../../common/money';
import { assertWithinClaimDeadline } from '../../inventory/claims';
import { Mail, mailKey, MailService } from '../../mail/mail.service';
import { ManageLinkMail } from '../../mail/templates/booking-mails';
import { GiftCardsService, RedeemableCard } from '../../gift-cards/gift-cards.service';
import { GiftCardRecord } from '../../gift-cards/schemas/gift-card-record.schema';
import { CheckedPromo, PricingService } from '../../pricing/pricing.service';
import { AppliedPromo } from '../../pricing/promo-codes/promo-codes.service';
import { BackOffice, backOfficeState, channelOf } from './back-office';
import { BookingKind } from './booking-kind';
import { LedgerRecord } from './booking-ledger';
import { manageLinkPath } from './booking-lifecycle';
import { CheckoutView } from './dto/payment.dto';
import { firstMailBudget, mailBudgetRefusal } from './first-mail-budget';
import { holdRefusal } from './hold-limits';
import { QuotaTokens } from '../../quotas/quota-tokens.service';
import { HoldPolicy, HoldRequest, StartedBooking } from './hold-policy.service';
import { resellerHoldState, ResellerSale } from './reseller-sale';
import { currentLanguage } from '../../common/i18n/language-context';

/** The fields every new booking gets from how it was made: written by BookingMaker, not by its kind. */
type MadeFields =
  | '_id'
  | 'reference'
  | 'createdAt'
  | 'updatedAt'
  | 'promo'
  | 'giftCard'
  | 'day'
  | 'status'
  | 'holdExpiresAt'
  | 'manageTokenHash'
  | 'channel'
  | 'reseller'
  | 'holdTokens';

/** One new booking of a kind, as its service has checked and priced it. */
export interface NewBooking<T extends LedgerRecord> {
  user: AuthUser | null;
  /** The client's address as the API sees it: unconfirmed holds are bounded by it (HoldPolicy). */
  client: string;
  /** An admin booking for a caller (see back-office.ts): confirmed at once, no card, a mail if asked. */
  backOffice?: BackOffice;
  /** A reseller's reservation through the OCTO API (see reseller-sale.ts): held, no card, no mail. */
  resellerSale?: ResellerSale;
  /** What the booker pays, in major units. Nothing to pay (a 100 % code) never opens a card payment. */
  charged: number;
  /** The card payment's line: the tour's or the offer's title. */
  title: string;
  places: HoldRequest['places'];
  slot?: HoldRequest['slot'];
  /** A code that passed its rules, and what it takes off (minor units): one use is claimed first. */
  promo?: { checked: CheckedPromo; discount: number };
  /** A gift card that passed its checks, and what it pays (minor units): taken from its ledger first. */
  giftCard?: RedeemableCard;
  /** The booking's own fields (name, email and phone included). */
  record: Omit<T, MadeFields>;
  /** Claims the booking's places (seats, nights) under its id before it is written. */
  claim(bookingId: Types.ObjectId, state: StartedBooking): Promise<void>;
  /** Frees every place claimed under the id. */
  releaseAll(bookingId: Types.ObjectId): Promise<void>;
  /** A check once written that may take the booking back: it removes it and throws. */
  written?(booking: HydratedDocument<T>): Promise<void>;
  confirmationMail(booking: HydratedDocument<T>, manage: ManageLinkMail): Mail;
}

/**
 * How a booking of either kind is made once checked and priced: its hold state and mail budget, the promo
 * code's use, the gift card's amount, its places, the record, the card payment, and its mail. Each step undoes the earlier ones when
 * it fails, so nothing is left half-made: places first, the booking after (a booking never exists without
 * its places; places whose booking never arrived are swept once their grace period is over).
 */
export class BookingMaker<T extends LedgerRecord> {
  constructor(
    private readonly kind: BookingKind<T>,
    private readonly holds: HoldPolicy,
    private readonly mail: MailService,
    private readonly pricing: PricingService,
    private readonly giftCards: GiftCardsService,
    private readonly quotas: QuotaTokens,
    private readonly bookingKind: 'tour' | 'stay',
  ) {}

  async make(
    request: NewBooking<T>,
  ): Promise<{ booking: HydratedDocument<T>; payment?: CheckoutView }> {
    const { ledger, lifecycle, checkout } = this.kind;
    const { backOffice, resellerSale, record } = request;
    const email = (record as { email: string }).email;
    // Nothing to pay is no reason to hold for a payment: held or confirmed as with payments off.
    const payNow =
      request.charged > 0 && !backOffice && !resellerSale ? checkout.payNow() : undefined;
    // A card cannot pay a few cents (Stripe refuses the session): said before any hold, claim or record.
    if (payNow) this.pricing.assertCardPayable(toMinorUnits(request.charged), !!request.promo);
    const hold: HoldRequest = {
      user: request.user,
      email,
      client: request.client,
      payNow,
      places: request.places,
      slot: request.slot,
    };
    const state = backOffice
      ? backOfficeState()
      : resellerSale
        ? resellerHoldState(resellerSale)
        : await this.holds.start(hold);
    const bookingId = new Types.ObjectId();
    // The hold's units of its bounds and its mail's unit of the address's budget: one write, all or none.
    const holdAsks = backOffice || resellerSale ? [] : this.holds.asks(hold, state, bookingId);
    const mailBudget = resellerSale
      ? { options: {} }
      : firstMailBudget(this.mail, { ...state, email }, !!payNow);
    const asks = mailBudget.ask ? [...holdAsks, mailBudget.ask] : holdAsks;
    // The places are claimed beside the units when nothing comes between (a code, a card) and this instance
    // has not seen the quotas near their caps: one round trip less. A request likely to be refused takes its
    // units first, so that it never holds places meanwhile (a flood at its limit would keep seats taken).
    let startedAt = Date.now();
    const claiming =
      !request.promo && !request.giftCard && !this.quotas.mayFallShort(asks)
        ? settled(request.claim(bookingId, state))
        : undefined;
    const releaseClaimed = async () => {
      if ((await claiming)?.ok) await request.releaseAll(bookingId);
    };
    const granted = await this.quotas.take(asks).catch(async (error: unknown) => {
      await releaseClaimed();
      throw error;
    });
    if (!granted.ok) {
      await releaseClaimed();
      const short = holdAsks[granted.short];
      throw short ? holdRefusal(short, granted.got) : mailBudgetRefusal();
    }
    // The hold's own units come first; the mail's is spent whatever becomes of the booking.
    const holdTokens = granted.tokens.slice(0, holdAsks.length).flat();
    const giveBackHold = () =>
      this.quotas.giveBack(holdTokens.map((id) => ({ id, holder: bookingId })));

    // The code's use before the places: a code used up meanwhile refuses the booking with nothing claimed.
    let applied: AppliedPromo | undefined;
    try {
      applied =
        request.promo &&
        (await this.pricing.claim(request.promo.checked, {
          bookingId,
          bookingKind: this.bookingKind,
          email,
          discount: request.promo.discount,
        }));
    } catch (error) {
      await giveBackHold();
      throw error;
    }
    // The card's amount next, as a code's use: a card spent meanwhile refuses the booking (409).
    let redeemed: GiftCardRecord | undefined;
    try {
      redeemed =
        request.giftCard &&
        (await this.giftCards.redeem(request.giftCard.card, request.giftCard.amount, {
          bookingId,
        }));
    } catch (error) {
      await this.pricing.release(applied, bookingId);
      await giveBackHold();
      throw error;
    }
    try {
      if (claiming) {
        const claimed = await claiming;
        if (!claimed.ok) throw claimed.error;
      } else {
        startedAt = Date.now();
        await request.claim(bookingId, state);
      }
    } catch (error) {
      await this.giveBack(redeemed, applied, bookingId);
      await giveBackHold();
      throw error;
    }
    let booking: HydratedDocument<T>;
    let payment: CheckoutView | undefined;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await ledger.insert({
        ...record,
        _id: bookingId,
        lang: currentLanguage(),
        ...(applied && { promo: applied }),
        ...(redeemed && { giftCard: redeemed }),
        day: utcDay(),
        status: state.status,
        holdExpiresAt: state.holdExpiresAt,
        manageTokenHash: state.manageTokenHash,
        ...channelOf(backOffice),
        ...(resellerSale && { channel: 'octo', reseller: resellerSale.reseller }),
        ...(holdTokens.length > 0 ? { holdTokens } : {}),
      } as unknown as Parameters<typeof ledger.insert>[0]);
      await request.written?.(booking);
      if (payNow) {
        payment = await checkout.open(booking, request.charged, request.title, state.manageToken);
      }
    } catch (error) {
      await request.releaseAll(bookingId);
      await this.giveBack(redeemed, applied, bookingId);
      await giveBackHold();
      throw error;
    }
    await Promise.all([
      this.pricing.attach(applied, booking.reference),
      this.giftCards.attach(redeemed, booking.reference),
    ]);
    // With payments on, the confirmation goes out once paid. The mail is queued in the outbox (a worker
    // sends it, retrying), so the booker never waits for SMTP. A hold's mail carries the link that confirms
    // it: its budget unit was taken before booking (firstMailBudget). It is queued beside the change's
    // publishing and audit entry (lifecycle.created): the outbox and the audit trail log their own failures
    // rather than throw, and all is done before the answer.
    const mailed =
      payment || backOffice?.mail === false || resellerSale
        ? undefined
        : this.mail.send(
            request.confirmationMail(booking, {
              status: state.status,
              link: this.mail.siteLink(manageLinkPath(booking.reference, state.manageToken)),
              holdMinutes: state.holdMinutes,
            }),
            { key: mailKey(`booking-${state.status}`, booking.reference), ...mailBudget.options },
          );
    await Promise.all([lifecycle.created(booking), mailed]);
    return { booking, payment };
  }

  /** What a booking never written took: the card's amount and the code's use. */
  private async giveBack(
    redeemed: GiftCardRecord | undefined,
    applied: AppliedPromo | undefined,
    bookingId: Types.ObjectId,
  ): Promise<void> {
    await this.giftCards.giveBack(redeemed, bookingId, 'release');
    await this.pricing.release(applied, bookingId);
  }
}

/** A promise's outcome as a value: awaited later, a failure is no unhandled rejection meanwhile. */
function settled(work: Promise<void>): Promise<{ ok: true } | { ok: false; error: unknown }> {
  return work.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
