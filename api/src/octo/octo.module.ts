import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TourBookingsModule } from '../bookings/tours/tour-bookings.module';
import { DestinationsModule } from '../destinations/destinations.module';
import { PricingModule } from '../pricing/pricing.module';
import { ResellersModule } from '../resellers/resellers.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { OctoAdminController } from './octo-admin.controller';
import { OctoAvailability } from './octo-availability.service';
import { OctoBookings } from './octo-bookings.service';
import { OctoCatalog } from './octo-catalog.service';
import { OctoController } from './octo.controller';
import { ResellerKeyGuard } from './reseller-key.guard';
import { OctoBooking, OctoBookingSchema } from './schemas/octo-booking.schema';

/** The OCTO supplier API at /octo: resellers sell the tours on the site's own seats (see README.md). */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: OctoBooking.name, schema: OctoBookingSchema }]),
    TourBookingsModule,
    DestinationsModule,
    PricingModule,
    ResellersModule,
    ThrottleModule,
  ],
  controllers: [OctoController, OctoAdminController],
  providers: [OctoCatalog, OctoAvailability, OctoBookings, ResellerKeyGuard],
})
export class OctoModule {}
