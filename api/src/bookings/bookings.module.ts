import { Module } from '@nestjs/common';
import { PAYMENT_EVENTS } from '../payments/payment-events';
import { PaymentsModule } from '../payments/payments.module';
import { StripeWebhookController } from '../payments/stripe-webhook.controller';
import { BookingPayments } from './booking-payments.service';
import { AvailabilityController } from './availability.controller';
import { AvailabilityStreamController } from './availability-stream.controller';
import { LiveStreams } from './live/live-streams.service';
import { BookingManagement } from './booking-management.service';
import { ManageBookingsController } from './manage-bookings.controller';
import { MyBookingsController } from './my-bookings.controller';
import { StayBookingsModule } from './stays/stay-bookings.module';
import { TourBookingsModule } from './tours/tour-bookings.module';

/**
 * What tours and stays share: "my bookings", manage links, availability reads and their live streams, and
 * card payments.
 */
@Module({
  imports: [TourBookingsModule, StayBookingsModule, PaymentsModule],
  // Stripe's webhook is declared here, beside the handler it hands bookings' events to.
  controllers: [
    MyBookingsController,
    ManageBookingsController,
    AvailabilityController,
    StripeWebhookController,
    AvailabilityStreamController,
  ],
  providers: [
    BookingManagement,
    BookingPayments,
    { provide: PAYMENT_EVENTS, useExisting: BookingPayments },
    LiveStreams,
  ],
})
export class BookingsModule {}
