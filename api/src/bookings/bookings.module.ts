import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DestinationsModule } from '../destinations/destinations.module';
import { InventoryModule } from '../inventory/inventory.module';
import { StaysModule } from '../stays/stays.module';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { MyBookingsController } from './my-bookings.controller';
import { TourBooking, TourBookingSchema } from './schemas/tour-booking.schema';

/** Tour bookings, and "my bookings" across tours and stays. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: TourBooking.name, schema: TourBookingSchema }]),
    DestinationsModule,
    InventoryModule,
    StaysModule,
  ],
  controllers: [BookingsController, MyBookingsController],
  providers: [BookingsService],
  exports: [BookingsService],
})
export class BookingsModule {}
