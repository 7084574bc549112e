import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Page, paginate } from '../common/pagination/paginate';
import { isReferenceClash, newReference } from '../inventory/booking-reference';
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

const PER_PAGE = 20;
const REFERENCE_ATTEMPTS = 5;
const MINE_LIMIT = 100;

@Injectable()
export class StaysService {
  constructor(
    @InjectModel(StayBooking.name) private readonly bookings: Model<StayBooking>,
    private readonly offers: OffersService,
    private readonly settings: SettingsService,
    private readonly nights: NightInventory,
    private readonly mail: MailService,
  ) {}

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
      existing: (ids) => this.existing(ids),
    });
    let booking: StayBookingDocument;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.insert({
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

  list(page: number): Promise<Page<StayBookingView>> {
    return paginate(this.bookings, {
      page,
      perPage: PER_PAGE,
      map: (b) => StayBookingView.of(b as StayBookingDocument),
    });
  }

  async remove(id: string): Promise<void> {
    const booking = await this.bookings.findByIdAndDelete(id).exec();
    if (!booking) throw new NotFoundException('Booking not found');
    // Were this to fail, the nights are swept later as their booking no longer exists.
    await this.nights.release(booking._id);
  }

  async mine(email: string): Promise<StayBookingView[]> {
    const bookings = await this.bookings
      .find({ email: email.toLowerCase() })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MINE_LIMIT)
      .exec();
    return bookings.map((b) => StayBookingView.of(b));
  }

  count(): Promise<number> {
    return this.bookings.countDocuments().exec();
  }

  /** Bookings and revenue per UTC day, for the given days. */
  async perDay(days: string[]): Promise<Map<string, { bookings: number; revenue: number }>> {
    const match = { $match: { day: { $in: days } } };
    // Two pipelines, one accumulator each: FerretDB 1.24 answers a $group holding both `$sum: 1` and
    // `$sum: '$field'` with only the first one right (the other comes back 0).
    const [counts, sums] = await Promise.all([
      this.bookings
        .aggregate<{ _id: string; value: number }>([
          match,
          { $group: { _id: '$day', value: { $sum: 1 } } },
        ])
        .exec(),
      this.bookings
        .aggregate<{ _id: string; value: number }>([
          match,
          { $group: { _id: '$day', value: { $sum: '$totalCost' } } },
        ])
        .exec(),
    ]);
    const revenue = new Map(sums.map((r) => [r._id, r.value]));
    return new Map(
      counts.map((r) => [r._id, { bookings: r.value, revenue: revenue.get(r._id) ?? 0 }]),
    );
  }

  private async existing(ids: Types.ObjectId[]): Promise<Set<string>> {
    const found = await this.bookings
      .find({ _id: { $in: ids } }, { _id: 1 })
      .lean()
      .exec();
    return new Set(found.map((b) => b._id.toString()));
  }

  private async insert(
    booking: Omit<StayBooking, 'reference' | 'createdAt' | 'updatedAt'> & { _id: Types.ObjectId },
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.bookings.create({ ...booking, reference: newReference('ST') });
      } catch (error) {
        if (!isReferenceClash(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }
}
