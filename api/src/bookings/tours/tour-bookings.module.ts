import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DestinationsModule } from '../../destinations/destinations.module';
import { InventoryModule } from '../../inventory/inventory.module';
import { BookingsController } from './tour-bookings.controller';
import { TourBookingsService } from './tour-bookings.service';
import { TourBooking, TourBookingSchema } from './schemas/tour-booking.schema';

/** Tours booked at a destination's time slots, by the seat. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: TourBooking.name, schema: TourBookingSchema }]),
    DestinationsModule,
    InventoryModule,
  ],
  controllers: [BookingsController],
  providers: [TourBookingsService],
  exports: [TourBookingsService],
})
export class TourBookingsModule {}
