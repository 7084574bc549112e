import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { StayBookingsModule } from '../bookings/stays/stay-bookings.module';
import { TourBookingsModule } from '../bookings/tours/tour-bookings.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';
import { BookingDaysSync } from './booking-days-sync';

@Module({
  imports: [TourBookingsModule, StayBookingsModule, ContactModule],
  controllers: [StatsController],
  providers: [StatsService, BookingDaysSync],
})
export class StatsModule {}
