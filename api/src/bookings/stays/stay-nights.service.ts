import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { nightsOf } from '../../common/calendar';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NightInventory } from '../../inventory/night-inventory.service';
import { OfferDocument } from '../../offers/schemas/offer.schema';
import { OffersService } from '../../offers/offers.service';
import { InjectBookingLedger } from '../shared/booking-kind';
import { BookingLedger } from '../shared/booking-ledger';
import { BookingPlaces } from '../shared/booking-lifecycle.service';
import { claimsLapseOf } from '../shared/booking-status';
import { StayAvailability } from '../shared/dto/availability.dto';
import { StayBooking, StayBookingDocument } from './schemas/stay-booking.schema';
import { MAX_NIGHTS } from './stay-booking.limits';

/**
 * The nights of stay offers: claimed for bookings (under their ids), freed, and counted. Claims hold while
 * their booking does (the stay bookings' ledger, registered with the inventory, answers which do).
 */
@Injectable()
export class StayNights implements BookingPlaces<StayBookingDocument> {
  constructor(
    private readonly inventory: NightInventory,
    private readonly offers: OffersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectBookingLedger(StayBooking.name) ledger: BookingLedger<StayBooking>,
  ) {
    inventory.registerHolders((ids) => ledger.existing(ids));
  }

  /** The offer of a stay (404 when it does not exist). */
  offer(id: string): Promise<OfferDocument> {
    return this.offers.findById(id);
  }

  /**
   * Claims the nights in [checkIn, checkOut) of an offer under `bookingId`, lapsing at `expiresAt`
   * unless kept (a hold's); 409, with nothing claimed, when one of them is taken.
   */
  claim(
    offerId: Types.ObjectId,
    stay: { checkIn: string; checkOut: string },
    bookingId: Types.ObjectId,
    expiresAt?: Date,
  ): Promise<void> {
    return this.inventory.claim({
      offerId,
      nights: nightsOf(stay.checkIn, stay.checkOut),
      bookingId,
      expiresAt,
    });
  }

  /** Frees whatever a booking claimed (a booking that failed after claiming). */
  releaseAll(bookingId: Types.ObjectId): Promise<void> {
    return this.inventory.release(bookingId);
  }

  /** A booking's nights freed (cancelled, expired, deleted). */
  release(booking: StayBookingDocument): Promise<void> {
    return this.inventory.release(booking._id);
  }

  /** A booking's nights claimed again: a deleted one's restore, a lapsed hold's late payment (see BookingLifecycle). */
  async claimAgain(booking: StayBookingDocument): Promise<void> {
    const offer = await this.offer(booking.offerId.toString());
    await this.claim(offer._id, booking, booking._id, claimsLapseOf(booking));
  }

  /** The holders of lapsed nights still claimed (see BookingPlaces.lapsedHolders). */
  lapsedHolders(): Promise<Types.ObjectId[]> {
    return this.inventory.lapsedHolders();
  }

  /** A hold just confirmed: its nights stop lapsing (see BookingPlaces.keep). */
  keep(booking: StayBookingDocument): Promise<number> {
    return this.inventory.keep(booking._id);
  }

  /** The offer's nights in [from, to) held by bookings. */
  async availability(offerId: string, from: string, to: string): Promise<StayAvailability> {
    const offer = await this.offer(offerId);
    const taken = await this.inventory.taken(offer._id, from, to);
    // The cap checkStayRequest applies, so the form refuses a longer stay before sending it.
    const maxNightsPerStay = Math.min(MAX_NIGHTS, this.config.maxNightsPerStay);
    return { from, to, maxNightsPerStay, taken };
  }

  /** When a hold on one of the offer's nights in [from, to) lapses next, freeing them by itself. */
  nextLapse(offerId: string, from: string, to: string): Promise<Date | undefined> {
    return this.inventory.nextLapse(new Types.ObjectId(offerId), from, to);
  }
}
