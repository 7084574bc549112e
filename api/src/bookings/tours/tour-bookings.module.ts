import { PricingModule } from '../../pricing/pricing.module';
import { GiftCardsModule } from '../../gift-cards/gift-cards.module';
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
import {
  WaitlistEntry,
  WaitlistEntrySchema,
  WaitlistOfferMark,
  WaitlistOfferMarkSchema,
} from './waitlist/schemas/waitlist-entry.schema';
import { WaitlistController } from './waitlist/waitlist.controller';
import { WaitlistHolds } from './waitlist/waitlist-holds';
import { WaitlistClaims } from './waitlist/waitlist-claims.service';
import { WaitlistOffers } from './waitlist/waitlist-offers.service';
import { WaitlistService } from './waitlist/waitlist.service';
import { WaitlistTriggers } from './waitlist/waitlist-triggers';
import { WaitlistArchive } from './waitlist/waitlist-archive';
import { TourTimeClosure, TourTimeClosureSchema } from './schemas/tour-time-closure.schema';
import { TourTimeClosures } from './tour-time-closures';
import { TourSeats } from './tour-seats.service';
import { bookingKindProviders } from '../shared/booking-kind';
import { holdExpiredMail, tourCancellationMail } from '../../mail/templates/booking-mails';

/** Tours booked at a destination's time slots, by the seat, and the waitlists of sold-out times. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: TourBooking.name, schema: TourBookingSchema },
      { name: WaitlistEntry.name, schema: WaitlistEntrySchema },
      { name: WaitlistOfferMark.name, schema: WaitlistOfferMarkSchema },
      { name: TourTimeClosure.name, schema: TourTimeClosureSchema },
    ]),
    DestinationsModule,
    InventoryModule,
    UsersModule,
    PaymentsModule,
    PricingModule,
    GiftCardsModule,
  ],
  controllers: [TourBookingsController, WaitlistController],
  providers: [
    ...bookingKindProviders<TourBooking>({
      model: TourBooking.name,
      prefix: 'TB',
      amountField: 'cost',
      paid: 'tour',
      audited: 'tour-booking',
      places: TourSeats,
      cancellationMail: tourCancellationMail,
      // Book again from the tour's own page (the site's `/TourPage/:id`).
      expiredMail: (booking, siteLink) =>
        holdExpiredMail(
          { kind: 'tour', booking },
          siteLink(`/TourPage/${booking.destinationId.toString()}`),
        ),
    }),
    TourSeats,
    TourBookingsService,
    HoldPolicy,
    WaitlistHolds,
    WaitlistService,
    WaitlistOffers,
    WaitlistClaims,
    WaitlistArchive,
    WaitlistTriggers,
    TourTimeClosures,
  ],
  exports: [TourBookingsService, TourSeats, WaitlistService, TourTimeClosures],
})
export class TourBookingsModule {}
