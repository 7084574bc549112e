import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../../users/users.module';
import { HoldPolicy } from '../shared/hold-policy.service';
import { PaymentsModule } from '../../payments/payments.module';
import { DestinationsModule } from '../../destinations/destinations.module';
import { InventoryModule } from '../../inventory/inventory.module';
import { TourBookingsController } from './tour-bookings.controller';
import { TourBookingsService } from './tour-bookings.service';
import { TourBooking, TourBookingSchema } from './schemas/tour-booking.schema';

/** Tours booked at a destination's time slots, by the seat. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: TourBooking.name, schema: TourBookingSchema }]),
    DestinationsModule,
    InventoryModule,
    UsersModule,
    PaymentsModule,
  ],
  controllers: [TourBookingsController],
  providers: [TourBookingsService, HoldPolicy],
  exports: [TourBookingsService],
})
export class TourBookingsModule {}
