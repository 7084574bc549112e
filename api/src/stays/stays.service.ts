import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Page } from '../common/pagination/paginate';
import { BookingLedger, DayFigures } from '../inventory/booking-ledger';
import { bookingListFilter, BookingListQuery } from '../inventory/booking-list-query';
import { earliestToday, nightsOf, utcDay } from '../inventory/calendar';
import { assertWithinClaimDeadline } from '../inventory/claims';
import { PRICE_CHANGED, samePrice } from '../inventory/money';
import { NightInventory } from '../inventory/night-inventory.service';
import { MailService } from '../mail/mail.service';
import { OffersService } from '../offers/offers.service';
import { SettingsService } from '../settings/settings.service';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { StayBookingView } from './dto/stay-booking.dto';
import { StayBooking, StayBookingDocument } from './schemas/stay-booking.schema';
import { stayConfirmationMail } from './stay-booking.mail';
import { checkStayRequest, stayQuote } from './stay-booking.rules';

@Injectable()
export class StaysService {
  private readonly ledger: BookingLedger<StayBooking>;

  constructor(
    @InjectModel(StayBooking.name) private readonly bookings: Model<StayBooking>,
    private readonly offers: OffersService,
    private readonly settings: SettingsService,
    private readonly nights: NightInventory,
    private readonly mail: MailService,
  ) {
    this.ledger = new BookingLedger(this.bookings, 'ST', 'totalCost');
  }

  async create(dto: CreateStayBookingDto): Promise<StayBookingView> {
    const request = checkStayRequest(dto, earliestToday(), await this.settings.guestLimit());
    const offer = await this.offers.findById(request.offerId);
    const quote = stayQuote(offer.Price, request.guests, request.nights);
    if (
      !samePrice(request.pricePerNight, quote.pricePerNight) ||
      !samePrice(request.totalCost, quote.totalCost) ||
      !samePrice(request.costPerPerson, quote.costPerPerson)
    ) {
      throw new BadRequestException(PRICE_CHANGED);
    }

    // Nights first, the booking after: a booking never exists without its nights, and nights whose booking
    // never arrived (a crash in between) are swept as abandoned once their grace period is over.
    const bookingId = new Types.ObjectId();
    const startedAt = Date.now();
    await this.nights.claim({
      offerId: offer._id,
      nights: nightsOf(request.checkIn, request.checkOut),
      bookingId,
      existing: (ids) => this.ledger.existing(ids),
    });
    let booking: StayBookingDocument;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.ledger.insert({
        _id: bookingId,
        offerId: offer._id,
        offerTitle: offer.title,
        offerPrice: offer.Price,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        nights: request.nights,
        guests: request.guests,
        ...quote,
        name: request.name,
        email: request.email,
        day: utcDay(),
      });
    } catch (error) {
      await this.nights.release(bookingId);
      throw error;
    }
    // The booking stands whether or not the mail goes out (MailService logs failures): never make the visitor wait.
    void this.mail.send(stayConfirmationMail(booking));
    return StayBookingView.of(booking);
  }

  list(query: BookingListQuery): Promise<Page<StayBookingView>> {
    return this.ledger.list(
      { ...query, filter: bookingListFilter(query, 'checkIn', 'offerId') },
      (b) => StayBookingView.of(b as StayBookingDocument),
    );
  }

  async remove(id: string): Promise<void> {
    const booking = await this.bookings.findByIdAndDelete(id).exec();
    if (!booking) throw new NotFoundException('Booking not found');
    // Were this to fail, the nights are swept later as their booking no longer exists.
    await this.nights.release(booking._id);
  }

  async mine(email: string): Promise<StayBookingView[]> {
    return (await this.ledger.mine(email)).map((b) => StayBookingView.of(b));
  }

  count(): Promise<number> {
    return this.ledger.count();
  }

  perDay(days: string[]): Promise<Map<string, DayFigures>> {
    return this.ledger.perDay(days);
  }
}
