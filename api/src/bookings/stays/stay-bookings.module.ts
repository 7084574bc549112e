import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { InventoryModule } from '../../inventory/inventory.module';
import { OffersModule } from '../../offers/offers.module';
import { SettingsModule } from '../../settings/settings.module';
import { StayBooking, StayBookingSchema } from './schemas/stay-booking.schema';
import { StaysController } from './stay-bookings.controller';
import { StayBookingsService } from './stay-bookings.service';

/** Apartment stays booked from special offers. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: StayBooking.name, schema: StayBookingSchema }]),
    OffersModule,
    InventoryModule,
    SettingsModule,
  ],
  controllers: [StaysController],
  providers: [StayBookingsService],
  exports: [StayBookingsService],
})
export class StayBookingsModule {}
