import { Module } from '@nestjs/common';
import { AvailabilityController } from './shared/availability.controller';
import { BookingManagement } from './shared/booking-management.service';
import { ManageBookingsController } from './shared/manage-bookings.controller';
import { MyBookingsController } from './shared/my-bookings.controller';
import { StayBookingsModule } from './stays/stay-bookings.module';
import { TourBookingsModule } from './tours/tour-bookings.module';

/** What tours and stays share: "my bookings", manage links and availability reads. */
@Module({
  imports: [TourBookingsModule, StayBookingsModule],
  controllers: [MyBookingsController, ManageBookingsController, AvailabilityController],
  providers: [BookingManagement],
})
export class BookingsModule {}
