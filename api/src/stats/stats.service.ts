import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { TourBookingsService } from '../bookings/tours/tour-bookings.service';
import { ContactService } from '../contact/contact.service';
import { lastDays } from '../common/calendar';
import { roundMoney } from '../common/money';
import { WaitlistService } from '../bookings/tours/waitlist/waitlist.service';
import { StayBookingsService } from '../bookings/stays/stay-bookings.service';
import { AdminStats, DayStats } from './dto/admin-stats.dto';

export const STATS_DAYS = 30;

/**
 * The catalog and account collections are only counted here, so they are counted by collection name
 * rather than by pulling four more domain modules in for one number each.
 */
const COUNTED_COLLECTIONS = {
  destinations: 'destinations',
  hotels: 'hotels',
  offers: 'offers',
  blogPosts: 'blogposts',
  users: 'users',
} as const;

@Injectable()
export class StatsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly tours: TourBookingsService,
    private readonly stays: StayBookingsService,
    private readonly contact: ContactService,
    private readonly waitlist: WaitlistService,
  ) {}

  async stats(now = new Date()): Promise<AdminStats> {
    const days = lastDays(STATS_DAYS, now);
    const [
      destinations,
      hotels,
      offers,
      blogPosts,
      users,
      tourFigures,
      stayFigures,
      contactMessages,
      waitlist,
    ] = await Promise.all([
      this.countCollection(COUNTED_COLLECTIONS.destinations),
      this.countCollection(COUNTED_COLLECTIONS.hotels),
      this.countCollection(COUNTED_COLLECTIONS.offers),
      this.countCollection(COUNTED_COLLECTIONS.blogPosts),
      this.countCollection(COUNTED_COLLECTIONS.users),
      // From the day summaries kept as bookings change: never a count of the whole ledger.
      this.tours.days.figures(days),
      this.stays.days.figures(days),
      this.contact.count(),
      this.waitlist.counts(),
    ]);
    const perDay: DayStats[] = days.map((day) => {
      const tour = tourFigures.perDay.get(day);
      const stay = stayFigures.perDay.get(day);
      return {
        day,
        bookings: (tour?.bookings ?? 0) + (stay?.bookings ?? 0),
        revenue: roundMoney((tour?.revenue ?? 0) + (stay?.revenue ?? 0)),
      };
    });
    return {
      counts: {
        destinations,
        hotels,
        offers,
        blogPosts,
        tourBookings: tourFigures.confirmed,
        stayBookings: stayFigures.confirmed,
        users,
        contactMessages,
        waitlistWaiting: waitlist.waiting,
        waitlistOffered: waitlist.offered,
      },
      perDay,
    };
  }

  /**
   * The collection's own count, from its statistics: counting matches would read every document (no index
   * helps), and on the embedded FerretDB even the count without a filter does (collStats does not).
   */
  private async countCollection(name: string): Promise<number> {
    try {
      const stats = await this.connection.db!.command({ collStats: name });
      if (typeof stats.count === 'number') return stats.count;
    } catch {
      // No statistics (a collection not made yet, a server without the command): counted below.
    }
    return this.connection.collection(name).estimatedDocumentCount();
  }
}
