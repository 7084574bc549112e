import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { randomInt } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { toMinorUnits } from '../common/money';
import { MailService } from '../mail/mail.service';
import { CheckoutEvent, PaymentEventHandler } from '../payments/payment-events';
import { PaymentsService } from '../payments/payments.service';
import { BuyGiftCardDto, GiftCardCheckout } from './dto/gift-card.dto';
import { CODE_ALPHABET } from './gift-card-code';
import { GiftCardsService } from './gift-cards.service';
import { GiftCardOrder, GiftCardOrderDocument } from './schemas/gift-card-order.schema';
import { currentLanguage } from '../common/i18n/language-context';

export const GIFT_CARDS_NEED_PAYMENTS =
  'Gift cards cannot be bought on this site: card payments are off. Please contact us instead.';

/** GC- and 10 characters of the codes' alphabet: the purchase's reference, never its code. */
function orderReference(): string {
  let reference = 'GC-';
  for (let i = 0; i < 10; i++) reference += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return reference;
}

/**
 * Buying a gift card on the site: an order and a Stripe Checkout Session (the payments module's), and, only
 * when Stripe's signed webhook says the session was paid (the GIFT_CARD_EVENTS port), the card issued and
 * its code mailed. The payment's amount and currency must be the order's; each event applies once.
 */
@Injectable()
export class GiftCardPurchases implements PaymentEventHandler {
  private readonly logger = new Logger('GiftCardPurchases');

  constructor(
    @InjectModel(GiftCardOrder.name) private readonly orders: Model<GiftCardOrder>,
    private readonly payments: PaymentsService,
    private readonly giftCards: GiftCardsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /** 409 with payments off: nothing could be charged, so nothing is sold. 503 when Stripe is out of reach. */
  async buy(dto: BuyGiftCardDto): Promise<GiftCardCheckout> {
    if (!this.payments.enabled) throw new ConflictException(GIFT_CARDS_NEED_PAYMENTS);
    const order = await this.orders.create({
      reference: orderReference(),
      amount: toMinorUnits(dto.amount),
      currency: this.payments.currency,
      buyerEmail: dto.buyerEmail.toLowerCase(),
      ...(dto.recipientEmail && { recipientEmail: dto.recipientEmail.toLowerCase() }),
      ...(dto.message && { message: dto.message }),
      state: 'pending',
      lang: currentLanguage(),
      createdAt: new Date(),
    });
    try {
      const started = await this.payments.startCheckout({
        reference: order.reference,
        kind: 'gift-card',
        amount: order.amount,
        description: `Gift card of ${dto.amount.toFixed(2)} ${order.currency.toUpperCase()}`,
        email: order.buyerEmail,
        expiresAt: PaymentsService.earliestExpiry(),
        successUrl: this.mail.siteLink(`/gift-cards/thanks?ref=${order.reference}`),
        cancelUrl: this.mail.siteLink('/gift-cards?cancelled=1'),
        attempt: 1,
      });
      await this.orders.updateOne({ _id: order._id }, { $set: { sessionId: started.sessionId } });
      return {
        reference: order.reference,
        checkoutUrl: started.checkoutUrl,
        sessionId: started.sessionId,
        amount: started.amount,
        currency: started.currency,
      };
    } catch (error) {
      await this.orders.deleteOne({ _id: order._id }).exec();
      throw error;
    }
  }

  paid(event: CheckoutEvent): Promise<void> {
    return this.audit.as('webhook', () => this.issuePaid(event));
  }

  async expired(event: CheckoutEvent): Promise<void> {
    await this.orders
      .updateOne({ reference: event.reference, state: 'pending' }, { $set: { state: 'expired' } })
      .exec();
  }

  private async issuePaid(event: CheckoutEvent): Promise<void> {
    const order = event.reference
      ? await this.orders.findOne({ reference: event.reference }).exec()
      : null;
    if (!order) {
      this.logger.warn(`Paid session ${event.sessionId} names no gift card order: refunding it`);
      if (event.paymentIntentId && event.amount) {
        await this.payments.refund({
          reference: event.reference ?? event.sessionId,
          paymentIntentId: event.paymentIntentId,
          amount: event.amount,
          reason: 'deleted',
        });
      }
      return;
    }
    if (!this.matches(order, event)) {
      this.logger.error(
        `Payment for ${order.reference} does not match it (${event.amount} ${event.currency} paid, ` +
          `${order.amount} ${order.currency} due): no card issued`,
      );
      return;
    }
    // Issued once whatever the order's state says: the card takes the order's id (see GiftCardsService.issue).
    await this.giftCards.issue({
      _id: order._id,
      amount: order.amount,
      currency: order.currency,
      recipientEmail: order.recipientEmail ?? order.buyerEmail,
      buyerEmail: order.buyerEmail,
      ...(order.message && { message: order.message }),
      ...(order.lang && { lang: order.lang }),
      source: 'purchase',
      orderReference: order.reference,
    });
    await this.orders
      .updateOne(
        { _id: order._id },
        { $set: { state: 'paid', paymentIntentId: event.paymentIntentId } },
      )
      .exec();
  }

  private matches(order: GiftCardOrderDocument, event: CheckoutEvent): boolean {
    return (
      event.amount === order.amount &&
      event.currency === order.currency &&
      (!order.sessionId || order.sessionId === event.sessionId)
    );
  }
}
