import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomInt } from 'node:crypto';
import { Model, Types } from 'mongoose';
import { ExistingBookings, isDuplicateKey, partitionClaims } from './claims';
import { SeatClaim } from './schemas/seat-claim.schema';

export interface SeatRequest {
  slot: string;
  capacity: number;
  count: number;
  bookingId: Types.ObjectId;
  existing: ExistingBookings;
}

// Each round either claims a seat or loses one to another booking, so rounds are bounded by the
// capacity in practice; the cap only guards against a slot churned by endless cancellations.
const MAX_ROUNDS = 60;

export function slotKey(destinationId: string, date: string, time: string): string {
  return `${destinationId}|${date}|${time}`;
}

export function soldOut(left: number): ConflictException {
  return new ConflictException(
    left > 0
      ? `Only ${left} ${left === 1 ? 'ticket' : 'tickets'} left for this time`
      : 'This time is sold out',
  );
}

function pickRandom<T>(items: T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(...pool.splice(randomInt(pool.length), 1));
  }
  return picked;
}

/**
 * Tour seats as documents under a unique (slot, seat) index: the one write that is atomic on MongoDB
 * and FerretDB alike (FerretDB runs conditional updates as read-then-write, so a counter can oversell).
 */
@Injectable()
export class SeatInventory implements OnModuleInit {
  constructor(@InjectModel(SeatClaim.name) private readonly seats: Model<SeatClaim>) {}

  /** The unique index is the whole guarantee: no claim may be taken before it exists. */
  async onModuleInit(): Promise<void> {
    await this.seats.init();
  }

  /** Claims `count` seats for the booking or throws 409 having released whatever it took. */
  async claim({ slot, capacity, count, bookingId, existing }: SeatRequest): Promise<void> {
    const mine = new Set<number>();
    try {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const claims = await this.seats.find({ slot }).lean().exec();
        const others = claims.filter((c) => !c.bookingId.equals(bookingId));
        const { live, abandoned } = await partitionClaims(others, existing);
        await this.removeAbandoned(abandoned);

        const taken = new Set(live.map((c) => c.seat));
        const free = Array.from({ length: capacity }, (_, seat) => seat).filter(
          (seat) => !taken.has(seat) && !mine.has(seat),
        );
        // Seats numbered beyond a lowered capacity still count against it.
        const left = Math.max(0, Math.min(free.length + mine.size, capacity - live.length));
        if (left < count) throw soldOut(left);

        const picks = pickRandom(free, count - mine.size);
        const results = await Promise.allSettled(
          picks.map((seat) => this.seats.create({ slot, seat, bookingId, claimedAt: new Date() })),
        );
        for (const result of results) {
          if (result.status === 'fulfilled') mine.add(result.value.seat);
          else if (!isDuplicateKey(result.reason)) throw result.reason;
        }
        if (mine.size === count) return;
      }
      throw soldOut(0);
    } catch (error) {
      await this.release(bookingId);
      throw error;
    }
  }

  async release(bookingId: Types.ObjectId): Promise<void> {
    await this.seats.deleteMany({ bookingId }).exec();
  }

  private async removeAbandoned(
    abandoned: { _id: Types.ObjectId; bookingId: Types.ObjectId }[],
  ): Promise<void> {
    // Matching on the booking too: the seat may have been freed and claimed again meanwhile.
    await Promise.all(
      abandoned.map((c) => this.seats.deleteOne({ _id: c._id, bookingId: c.bookingId }).exec()),
    );
  }
}
