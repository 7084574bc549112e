import { PricingModule } from '../pricing/pricing.module';
import { GiftCardsModule } from '../gift-cards/gift-cards.module';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogModule } from '../catalog/catalog.module';
import { DestinationsModule } from '../destinations/destinations.module';
import { OffersModule } from '../offers/offers.module';
import { PAYMENT_EVENTS } from '../payments/payment-events';
import { PaymentsModule } from '../payments/payments.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { StripeWebhookController } from '../payments/stripe-webhook.controller';
import { AdminBookingActions } from './admin-actions/admin-booking-actions.service';
import { AdminBookingsController } from './admin-actions/admin-bookings.controller';
import { BookingPayments } from './booking-payments.service';
import { AvailabilityController } from './availability.controller';
import { AvailabilityStreamController } from './availability-stream.controller';
import { LiveStreams } from './live/live-streams.service';
import { BookingManagement } from './booking-management.service';
import { ManageBookingsController } from './manage-bookings.controller';
import { ManifestController } from './manifest/manifest.controller';
import { ManifestService } from './manifest/manifest.service';
import { MyBookingsController } from './my-bookings.controller';
import { StayBookingsModule } from './stays/stay-bookings.module';
import { TourBookingsModule } from './tours/tour-bookings.module';
import {
  TourTimeOperation,
  TourTimeOperationSchema,
} from './tour-times/schemas/tour-time-operation.schema';
import { TourTimeOperationsController } from './tour-times/tour-time-operations.controller';
import { TourTimeOperations } from './tour-times/tour-time-operations.service';
import { TourTimeSteps } from './tour-times/tour-time-steps';
import { BookingMove } from './tour-times/booking-move';
import { TourReschedule } from './reschedule/tour-reschedule.service';
import { CatalogWithdrawals } from './withdrawals/catalog-withdrawals.service';
import { BookingReminders } from './reminders/booking-reminders.service';

/**
 * What tours and stays share: "my bookings", manage links, availability reads and their live streams, and
 * card payments; whole tour times cancelled or moved, which stand on the tours and their waitlists; and
 * what bookings say about deleting or editing the tours and offers they book (CatalogWithdrawals); the
 * reminder mails before tours and stays (BookingReminders).
 */
@Module({
  imports: [
    TourBookingsModule,
    StayBookingsModule,
    PaymentsModule,
    UsersModule,
    CatalogModule,
    DestinationsModule,
    OffersModule,
    SettingsModule,
    // An admin's change of tickets or guests reprices in the site's currency.
    PricingModule,
    // Stripe's webhook hands gift card purchases to it (GIFT_CARD_EVENTS).
    GiftCardsModule,
    MongooseModule.forFeature([{ name: TourTimeOperation.name, schema: TourTimeOperationSchema }]),
  ],
  // Stripe's webhook is declared here, beside the handler it hands bookings' events to.
  controllers: [
    MyBookingsController,
    ManageBookingsController,
    AvailabilityController,
    StripeWebhookController,
    AvailabilityStreamController,
    TourTimeOperationsController,
    AdminBookingsController,
    ManifestController,
  ],
  providers: [
    BookingManagement,
    BookingPayments,
    { provide: PAYMENT_EVENTS, useExisting: BookingPayments },
    LiveStreams,
    TourTimeOperations,
    TourTimeSteps,
    BookingMove,
    TourReschedule,
    CatalogWithdrawals,
    BookingReminders,
    AdminBookingActions,
    ManifestService,
  ],
})
export class BookingsModule {}
