import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Page, paginate } from '../common/pagination/paginate';
import { DestinationsService } from '../destinations/destinations.service';
import { isReferenceClash, newReference } from '../inventory/booking-reference';
import { earliestToday, utcDay } from '../inventory/calendar';
import { assertWithinClaimDeadline } from '../inventory/claims';
import { PRICE_CHANGED, samePrice } from '../inventory/money';
import { SeatInventory, slotKey } from '../inventory/seat-inventory.service';
import { MailService } from '../mail/mail.service';
import { CreateTourBookingDto } from './dto/create-tour-booking.dto';
import { TourBookingView } from './dto/tour-booking.dto';
import { TourBooking, TourBookingDocument } from './schemas/tour-booking.schema';
import { checkTourRequest, tourCost } from './tour-booking.rules';
import { tourConfirmationMail } from './tour-booking.mail';

const PER_PAGE = 20;
const REFERENCE_ATTEMPTS = 5;
/** Seats per slot for destinations stored before capacityPerSlot existed. */
const DEFAULT_CAPACITY = 20;
const MINE_LIMIT = 100;

@Injectable()
export class BookingsService {
  constructor(
    @InjectModel(TourBooking.name) private readonly bookings: Model<TourBooking>,
    private readonly destinations: DestinationsService,
    private readonly seats: SeatInventory,
    private readonly mail: MailService,
  ) {}

  async create(dto: CreateTourBookingDto): Promise<TourBookingView> {
    const request = checkTourRequest(dto, earliestToday());
    const destination = await this.destinations.findById(request.destinationId);
    const cost = tourCost(destination.CostPerPerson, request.tickets, request.extras);
    if (!samePrice(request.cost, cost)) throw new BadRequestException(PRICE_CHANGED);

    // Seats first, the booking after: a booking never exists without its seats, and seats whose booking
    // never arrived (a crash in between) are swept as abandoned once their grace period is over.
    const bookingId = new Types.ObjectId();
    const startedAt = Date.now();
    await this.seats.claim({
      slot: slotKey(request.destinationId, request.date, request.time),
      capacity: destination.capacityPerSlot ?? DEFAULT_CAPACITY,
      count: request.tickets,
      bookingId,
      existing: (ids) => this.existing(ids),
    });
    let booking: TourBookingDocument;
    try {
      assertWithinClaimDeadline(startedAt);
      booking = await this.insert({
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

  list(page: number): Promise<Page<TourBookingView>> {
    return paginate(this.bookings, {
      page,
      perPage: PER_PAGE,
      map: (b) => TourBookingView.of(b as TourBookingDocument),
    });
  }

  async remove(id: string): Promise<void> {
    const booking = await this.bookings.findByIdAndDelete(id).exec();
    if (!booking) throw new NotFoundException('Booking not found');
    // Were this to fail, the seats are swept later as their booking no longer exists.
    await this.seats.release(booking._id);
  }

  async mine(email: string): Promise<TourBookingView[]> {
    const bookings = await this.bookings
      .find({ email: email.toLowerCase() })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MINE_LIMIT)
      .exec();
    return bookings.map((b) => TourBookingView.of(b));
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
          { $group: { _id: '$day', value: { $sum: '$cost' } } },
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
    booking: Omit<TourBooking, 'reference' | 'createdAt' | 'updatedAt'> & { _id: Types.ObjectId },
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.bookings.create({ ...booking, reference: newReference('TB') });
      } catch (error) {
        if (!isReferenceClash(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }
}
