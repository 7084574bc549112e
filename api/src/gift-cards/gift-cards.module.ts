import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { GIFT_CARD_EVENTS } from '../payments/payment-events';
import { PaymentsModule } from '../payments/payments.module';
import { PricingModule } from '../pricing/pricing.module';
import { AdminGiftCardsController } from './admin-gift-cards.controller';
import { GiftCardPurchases } from './gift-card-purchases.service';
import { GiftCardsController } from './gift-cards.controller';
import { GiftCardsService } from './gift-cards.service';
import { GiftCard, GiftCardSchema } from './schemas/gift-card.schema';
import { GiftCardEntry, GiftCardEntrySchema } from './schemas/gift-card-entry.schema';
import { GiftCardOrder, GiftCardOrderSchema } from './schemas/gift-card-order.schema';

/**
 * Gift cards: bought through Stripe Checkout (issued by the signed webhook through GIFT_CARD_EVENTS) or
 * issued by an admin, and a ledger per card. Imports nothing of the bookings: they redeem and give back
 * through GiftCardsService, as they price through the pricing module.
 */
@Module({
  imports: [
    PaymentsModule,
    PricingModule,
    MongooseModule.forFeature([
      { name: GiftCard.name, schema: GiftCardSchema },
      { name: GiftCardEntry.name, schema: GiftCardEntrySchema },
      { name: GiftCardOrder.name, schema: GiftCardOrderSchema },
    ]),
  ],
  controllers: [GiftCardsController, AdminGiftCardsController],
  providers: [
    GiftCardsService,
    GiftCardPurchases,
    { provide: GIFT_CARD_EVENTS, useExisting: GiftCardPurchases },
  ],
  exports: [GiftCardsService, GIFT_CARD_EVENTS],
})
export class GiftCardsModule {}
