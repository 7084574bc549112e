import { PricingModule } from '../../pricing/pricing.module';
import { GiftCardsModule } from '../../gift-cards/gift-cards.module';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../../users/users.module';
import { HoldPolicy } from '../shared/hold-policy.service';
import { PaymentsModule } from '../../payments/payments.module';
import { InventoryModule } from '../../inventory/inventory.module';
import { OffersModule } from '../../offers/offers.module';
import { SettingsModule } from '../../settings/settings.module';
import { StayBooking, StayBookingSchema } from './schemas/stay-booking.schema';
import { StayBookingsController } from './stay-bookings.controller';
import { StayBookingsService } from './stay-bookings.service';
import { StayNights } from './stay-nights.service';
import { bookingKindProviders } from '../shared/booking-kind';
import { holdExpiredMail, stayCancellationMail } from '../../mail/templates/booking-mails';

/** Apartment stays booked from special offers. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: StayBooking.name, schema: StayBookingSchema }]),
    OffersModule,
    InventoryModule,
    UsersModule,
    SettingsModule,
    PaymentsModule,
    PricingModule,
    GiftCardsModule,
  ],
  controllers: [StayBookingsController],
  providers: [
    ...bookingKindProviders<StayBooking>({
      model: StayBooking.name,
      prefix: 'ST',
      amountField: 'totalCost',
      paid: 'stay',
      audited: 'stay-booking',
      places: StayNights,
      cancellationMail: stayCancellationMail,
      // Book again from the offer's own page (the site's `/OfferDetails/:id`).
      expiredMail: (booking, siteLink) =>
        holdExpiredMail(
          { kind: 'stay', booking },
          siteLink(`/OfferDetails/${booking.offerId.toString()}`),
        ),
    }),
    StayNights,
    StayBookingsService,
    HoldPolicy,
  ],
  exports: [StayBookingsService, StayNights],
})
export class StayBookingsModule {}
