import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentsService } from './payments.service';
import { AppliedEvent, AppliedEventSchema } from './schemas/applied-event.schema';

/**
 * Stripe Checkout, refunds and webhook verification. Imports nothing of the bookings; the bookings module
 * declares the webhook controller (StripeWebhookController) beside the PAYMENT_EVENTS handler it calls.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: AppliedEvent.name, schema: AppliedEventSchema }])],
  controllers: [PaymentSettingsController],
  providers: [PaymentsService],
  exports: [PaymentsService],
})
export class PaymentsModule {}
