import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Page } from '../common/pagination/paginate';
import { DestinationsService } from '../destinations/destinations.service';
import { BookingLedger, DayFigures } from '../inventory/booking-ledger';
import { bookingListFilter, BookingListQuery } from '../inventory/booking-list-query';
import { earliestToday, utcDay } from '../inventory/calendar';
import { assertWithinClaimDeadline } from '../inventory/claims';
import { PRICE_CHANGED, samePrice } from '../inventory/money';
import { SeatInventory, slotKey } from '../inventory/seat-inventory.service';
import { ShortLivedCache } from '../inventory/short-lived-cache';
import { MailService } from '../mail/mail.service';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourBookingView } from './dto/tour-booking.dto';
import { TourBooking, TourBookingDocument } from './schemas/tour-booking.schema';
import { checkTourRequest, tourCost } from './tour-booking.rules';
import { tourConfirmationMail } from './tour-booking.mail';

/** Seats per slot for destinations stored before capacityPerSlot existed. */
const DEFAULT_CAPACITY = 20;
/**
 * How long a booking may go by a destination's price and capacity as read by an earlier booking: busy
 * tours are booked many times a second, and an admin's change is seen everywhere within this time.
 */
const DESTINATION_TTL_MS = 1000;

/** What a booking needs of its destination. */
interface BookedDestination {
  title: string;
  CostPerPerson: number;
  capacity: number;
}

@Injectable()
export class BookingsService {
  private readonly ledger: BookingLedger<TourBooking>;
  private readonly recentDestinations = new ShortLivedCache<BookedDestination>(
    DESTINATION_TTL_MS,
    1000,
  );

  constructor(
    @InjectModel(TourBooking.name) private readonly bookings: Model<TourBooking>,
    private readonly destinations: DestinationsService,
    private readonly seats: SeatInventory,
    private readonly mail: MailService,
  ) {
    this.ledger = new BookingLedger(this.bookings, 'TB', 'cost');
  }

  async create(dto: CreateTourBookingDto): Promise<TourBookingView> {
    const request = checkTourRequest(dto, earliestToday());
    const destination = await this.destination(request.destinationId);
    const cost = tourCost(destination.CostPerPerson, request.tickets, request.extras);
    if (!samePrice(request.cost, cost)) throw new BadRequestException(PRICE_CHANGED);

    // Seats first, the booking after: a booking never exists without its seats, and seats whose booking
    // never arrived (a crash in between) are swept as abandoned once their grace period is over.
    const bookingId = new Types.ObjectId();
    const startedAt = Date.now();
    await this.seats.claim({
      slot: slotKey(request.destinationId, request.date, request.time),
      capacity: destination.capacity,
      count: request.tickets,
      bookingId,
      existing: (ids) => this.ledger.existing(ids),
    });
    let booking: TourBookingDocument;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.ledger.insert({
        _id: bookingId,
        destinationId: new Types.ObjectId(request.destinationId),
        destinationTitle: destination.title,
        costPerPerson: destination.CostPerPerson,
        date: request.date,
        time: request.time,
        tickets: request.tickets,
        extras: request.extras,
        cost,
        name: request.name,
        email: request.email,
        day: utcDay(),
      });
    } catch (error) {
      await this.seats.release(bookingId);
      throw error;
    }
    // The booking stands whether or not the mail goes out (MailService logs failures): never make the visitor wait.
    void this.mail.send(tourConfirmationMail(booking));
    return TourBookingView.of(booking);
  }

  private destination(id: string): Promise<BookedDestination> {
    return this.recentDestinations.get(id, async () => {
      const { title, CostPerPerson, capacityPerSlot } = await this.destinations.findById(id);
      return { title, CostPerPerson, capacity: capacityPerSlot ?? DEFAULT_CAPACITY };
    });
  }

  list(query: BookingListQuery): Promise<Page<TourBookingView>> {
    return this.ledger.list(
      { ...query, filter: bookingListFilter(query, 'date', 'destinationId') },
      (b) => TourBookingView.of(b as TourBookingDocument),
    );
  }

  async remove(id: string): Promise<void> {
    const booking = await this.bookings.findByIdAndDelete(id).exec();
    if (!booking) throw new NotFoundException('Booking not found');
    // Were this to fail, the seats are swept later as their booking no longer exists.
    await this.seats.release(
      booking._id,
      slotKey(booking.destinationId.toString(), booking.date, booking.time),
    );
  }

  async mine(email: string): Promise<TourBookingView[]> {
    return (await this.ledger.mine(email)).map((b) => TourBookingView.of(b));
  }

  count(): Promise<number> {
    return this.ledger.count();
  }

  perDay(days: string[]): Promise<Map<string, DayFigures>> {
    return this.ledger.perDay(days);
  }
}
