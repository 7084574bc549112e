import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Model, Types } from 'mongoose';
import { ClaimHolders } from './claim-holders';
import { slotDate } from './past-claims';
import { ExistingBookings, lapsedHolders, partitionClaims } from './claims';
import { SeatClaim, seatClaimId } from './schemas/seat-claim.schema';
import { judgeSeats, HeldSeat, settledHolders } from './seat-verdict';
import { InsertBatcher } from '../common/writes/insert-batcher';
import { driverCollection } from '../common/writes/driver-collection';
import { Census, SlotMemory, SlotState } from './slot-memory';
import { SchemaIndexes } from '../database/schema-indexes.service';

export interface SeatRequest {
  slot: string;
  capacity: number;
  count: number;
  bookingId: Types.ObjectId;
  /** A hold's lapse (see Claim.expiresAt); absent for a confirmed booking. */
  expiresAt?: Date;
}

/**
 * Rounds of probing and judging before giving up on a slot that stays contended; with the pauses below
 * that is a second or two, far beyond what a race between real visitors takes.
 */
const MAX_ROUNDS = 60;
const MAX_PAUSE_MS = 30;
/**
 * How long a settled census of a slot tells who holds the seats a probe found taken, without a new read
 * (FerretDB answers every read by scanning the whole collection). Only settled holders are believed:
 * seats that changed hands since are not in it, and are read again at once.
 */
const CENSUS_MS = 10_000;
/**
 * How long a probe that found every seat taken answers for the next requests without a probe of their
 * own: a seat freed by a cancellation on another instance may be refused for this long.
 */
const CONFIRMED_MS = 1000;

/** A census counting a hold whose claims have lapsed since is no longer an answer: read again. */
function holdLapsed(census: Census, now = Date.now()): boolean {
  return census.live.some(
    (claim) => claim.expiresAt !== undefined && claim.expiresAt.getTime() <= now,
  );
}

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

/** Not "sold out": the seats exist, but bookings kept racing for them for longer than a request may wait. */
export function tooBusy(): ConflictException {
  return new ConflictException(
    'Many visitors are booking this time right now. Please try again in a moment.',
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

/** Above this many seats, seat numbers are drawn at random instead of listed (no array of a billion seats). */
const LISTED_SEATS = 4096;

/**
 * Seats to try: `need` of those neither tried nor seen taken by this instance; when fewer of those are
 * left, every seat not tried yet (any taken beyond the count are given back by the caller).
 */
function chooseSeats(
  capacity: number,
  need: number,
  tried: (seat: number) => boolean,
  taken: ReadonlySet<number>,
): number[] {
  if (capacity <= LISTED_SEATS) {
    const candidates = Array.from({ length: capacity }, (_, seat) => seat).filter((s) => !tried(s));
    const unseen = candidates.filter((seat) => !taken.has(seat));
    return unseen.length >= need ? pickRandom(unseen, need) : candidates;
  }
  const picks = new Set<number>();
  for (let draw = 0; draw < need * 100 && picks.size < need; draw++) {
    const seat = Math.floor(Math.random() * capacity);
    if (!tried(seat) && !taken.has(seat)) picks.add(seat);
  }
  return [...picks];
}

/**
 * Tour seats as documents under a unique (slot, seat) key: the one write that is atomic on MongoDB and
 * FerretDB alike (FerretDB runs conditional updates as read-then-write, so a counter can oversell).
 *
 * A booking inserts the seats it wants (one unordered insertMany) and keeps those the database accepts;
 * what this instance has seen taken only steers which seats it tries first. Reads are kept off that
 * path, as FerretDB answers every query by scanning the collection. The slot's claims are read only when
 * inserting found every seat taken, to tell a sold-out slot (409) from bookings still racing for it.
 */
@Injectable()
export class SeatInventory implements OnModuleInit {
  private readonly memory = new SlotMemory();
  private readonly batcher = new InsertBatcher(() => this.raw());
  private readonly holders = new ClaimHolders();

  constructor(
    @InjectModel(SeatClaim.name) private readonly seats: Model<SeatClaim>,
    private readonly schemaIndexes: SchemaIndexes,
  ) {}

  /** Each kind of seat holder (tour bookings, waitlist offers) says at start-up which claims still hold. */
  registerHolders(holders: ExistingBookings): void {
    this.holders.register(holders);
  }

  /** The unique index is the whole guarantee: no claim may be taken before it exists. */
  async onModuleInit(): Promise<void> {
    await this.schemaIndexes.ready(this.seats);
  }

  /**
   * 409 at once when this instance found the slot sold out by settled bookings a moment ago: under a rush
   * on a popular tour these refusals are most requests, and a booking asks before anything else costs a
   * read or a write (its hold limits, its mail budget, its seats).
   */
  assertNotKnownFull(request: Omit<SeatRequest, 'expiresAt'>): void {
    const recent = this.memory.peek(request.slot)?.census;
    if (recent && Date.now() - recent.confirmedAt <= CONFIRMED_MS && !holdLapsed(recent)) {
      const verdict = judgeSeats(recent.live, { ...request, mine: new Set(), seen: new Set() });
      if (verdict.kind === 'full') throw soldOut(verdict.left);
    }
  }

  /** Claims `count` seats for the booking, or throws 409 having released whatever it took. */
  async claim(request: SeatRequest): Promise<void> {
    const { slot, bookingId } = request;
    this.assertNotKnownFull(request);
    const state = this.memory.of(slot);
    const mine = new Set<number>();
    try {
      // A request that yielded to an older one only reads until that one is done, so that it does not
      // take the seats the older one waits for.
      let probing = true;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const askedAt = Date.now();
        const seen = probing ? await this.probe(request, state, mine) : new Set<number>();
        if (mine.size === request.count) return;

        const census = await this.census(request, state, seen, askedAt);
        if (census.abandoned.length > 0) {
          await this.removeAbandoned(census.abandoned);
          state.census = undefined;
          continue;
        }
        const verdict = judgeSeats(census.live, { ...request, mine, seen });
        if (verdict.kind === 'full') throw soldOut(verdict.left);
        probing = verdict.kind !== 'yield';
        if (verdict.kind === 'yield') {
          if (mine.size > 0) await this.letGo(state, slot, bookingId, mine);
          await sleep(2 + randomInt(Math.min(MAX_PAUSE_MS, 4 + 4 * round)));
        } else if (verdict.kind === 'wait') {
          await sleep(1 + randomInt(3));
        }
      }
      throw tooBusy();
    } catch (error) {
      // After a failed write, some of its claims may have been stored without this request knowing.
      if (mine.size > 0 || !(error instanceof ConflictException)) {
        await this.letGo(state, slot, bookingId, mine);
      }
      throw error;
    }
  }

  /** The holders of claims that lapsed and are still stored (see claims.ts lapsedHolders). */
  lapsedHolders(): Promise<Types.ObjectId[]> {
    return lapsedHolders(this.seats);
  }

  /**
   * A hold was confirmed: its claims no longer lapse (see Claim.expiresAt). Answers how many claims it
   * found: none means they were released meanwhile.
   */
  async keep(bookingId: Types.ObjectId): Promise<number> {
    const kept = await this.seats.updateMany({ bookingId }, { $unset: { expiresAt: 1 } }).exec();
    return kept.matchedCount;
  }

  /**
   * Seats held for a waitlist offer become a booking's (the booking takes the offer's id): they lapse with
   * the booking's hold (`expiresAt`), or never once it is confirmed. Answers how many claims it found, so
   * the caller can tell seats released meanwhile.
   */
  async retime(bookingId: Types.ObjectId, expiresAt: Date | undefined): Promise<number> {
    const update = expiresAt ? { $set: { expiresAt } } : { $unset: { expiresAt: 1 } };
    const kept = await this.seats.updateMany({ bookingId }, update).exec();
    return kept.matchedCount;
  }

  /**
   * Frees a booking's seats (cancellation, expiry, or a booking that failed after claiming). Naming the
   * slot drops what this instance remembers of it, so a slot it saw sold out is not refused from memory.
   */
  async release(bookingId: Types.ObjectId, slot?: string): Promise<void> {
    await this.seats.deleteMany({ bookingId }).exec();
    if (slot) this.memory.forget(slot);
  }

  /** Frees a booking's seats at one slot only (a booking moved to another time leaving its old seats). */
  async releaseAt(bookingId: Types.ObjectId, slot: string): Promise<void> {
    await this.seats.deleteMany({ bookingId, slot }).exec();
    this.memory.forget(slot);
  }

  /**
   * Seats claimed under a stand-in holder become a booking's (a booking taking more seats where it holds
   * some: its own id cannot claim beside them, as a failed claim gives back every seat of its holder there).
   * Answers how many claims it moved.
   */
  async handOver(from: Types.ObjectId, to: Types.ObjectId, tickets: number): Promise<number> {
    const moved = await this.seats
      .updateMany({ bookingId: from }, { $set: { bookingId: to, tickets } })
      .exec();
    return moved.matchedCount;
  }

  /** Frees `count` of a booking's seats at one slot, keeping the others (a booking taking fewer tickets). */
  async releaseSome(bookingId: Types.ObjectId, slot: string, count: number): Promise<void> {
    const held = await this.seats
      .find({ bookingId, slot }, { _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    const freed = held.slice(0, count).map((claim) => claim._id);
    await this.seats.deleteMany({ _id: { $in: freed }, bookingId }).exec();
    await this.seats
      .updateMany({ bookingId, slot }, { $set: { tickets: held.length - freed.length } })
      .exec();
    this.memory.forget(slot);
  }

  /**
   * When the first of these slots' hold claims lapses (see Claim.expiresAt), if any does: the moment their
   * seats may count as free again without any write, which the live availability streams wait for.
   */
  async nextLapse(slots: string[], now = new Date()): Promise<Date | undefined> {
    const first = await this.seats
      .findOne({ slot: { $in: slots }, expiresAt: { $gt: now } }, { expiresAt: 1 })
      .sort({ expiresAt: 1 })
      .lean<{ expiresAt?: Date }>()
      .exec();
    return first?.expiresAt;
  }

  /**
   * How many live claims each tour time dated `from` on has, whoever holds them: a booking of k tickets
   * claims k seats, so only a time with more claims than seats may have bookings holding more seats than it
   * has. One read of the live claims, which hold only times to come (see PastClaimsArchive), where the
   * bookings ledger keeps every booking ever made.
   */
  async claimsPerSlot(from: string): Promise<Map<string, number>> {
    // Claims written before they carried their date have none: taken too, whatever their slot's date.
    const claims = await this.seats
      .find({ $or: [{ date: { $gte: from } }, { date: null }] }, { slot: 1 })
      .lean<{ slot: string }[]>()
      .exec();
    const perSlot = new Map<string, number>();
    for (const { slot } of claims) {
      if (slotDate(slot) >= from) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
    }
    return perSlot;
  }

  /**
   * Seats taken per slot, for the availability read: claims of bookings in flight count, those left
   * behind, of lapsed holds or of cancelled bookings do not. One read for all the slots asked about.
   */
  async takenPerSlot(slots: string[]): Promise<Map<string, number>> {
    const claims = await this.seats
      .find({ slot: { $in: slots } })
      .lean<(HeldSeat & { slot: string })[]>()
      .exec();
    const { live } = await partitionClaims(claims, this.holders.existing);
    const taken = new Map(slots.map((slot) => [slot, 0]));
    for (const claim of live) taken.set(claim.slot, (taken.get(claim.slot) ?? 0) + 1);
    return taken;
  }

  /**
   * Inserts seats until the request holds its count or every other seat turned out taken; returns the
   * seats found taken. Seats this instance has not seen taken are tried first, a few at a time; when too
   * few of those are left, all remaining seats are tried at once and any beyond the count given back.
   */
  private async probe(
    { slot, capacity, count, bookingId, expiresAt }: SeatRequest,
    state: SlotState,
    mine: Set<number>,
  ): Promise<Set<number>> {
    const seen = new Set<number>();
    const claimedAt = new Date();
    while (mine.size < count) {
      const need = count - mine.size;
      if (capacity - mine.size - seen.size < need) break;
      const picks = chooseSeats(
        capacity,
        need,
        (seat) => mine.has(seat) || seen.has(seat),
        state.taken,
      );
      if (picks.length === 0) break;
      const refused = await this.insert(slot, picks, bookingId, count, claimedAt, expiresAt);
      picks.forEach((seat, index) => {
        (refused.has(index) ? seen : mine).add(seat);
        state.taken.add(seat);
      });
      if (mine.size > count) {
        const extra = [...mine].slice(count);
        await this.seats
          .deleteMany({ _id: { $in: extra.map((seat) => seatClaimId(slot, seat)) } })
          .exec();
        for (const seat of extra) {
          mine.delete(seat);
          state.taken.delete(seat);
        }
      }
    }
    return seen;
  }

  /** Inserts one claim per seat (with other bookings' claims, under load); answers which were refused as taken. */
  private async insert(
    slot: string,
    seats: number[],
    bookingId: Types.ObjectId,
    tickets: number,
    claimedAt: Date,
    expiresAt: Date | undefined,
  ): Promise<Set<number>> {
    const claims = seats.map((seat) => ({
      _id: seatClaimId(slot, seat),
      slot,
      seat,
      date: slotDate(slot),
      bookingId,
      tickets,
      claimedAt,
      ...(expiresAt ? { expiresAt } : {}),
    }));
    return this.batcher.insert(claims);
  }

  /**
   * The slot's claims: a settled census younger than CENSUS_MS that accounts for every seat found taken,
   * else a read started after the probe (shared with the other requests waiting for one).
   */
  private async census(
    { slot }: SeatRequest,
    state: SlotState,
    seen: Set<number>,
    probedAt: number,
  ): Promise<Census> {
    const cached = state.census;
    if (cached && Date.now() - cached.at <= CENSUS_MS && !holdLapsed(cached)) {
      const held = new Set(cached.live.map((c) => c.seat));
      if ([...seen].every((seat) => held.has(seat))) {
        cached.confirmedAt = Math.max(cached.confirmedAt, probedAt);
        return cached;
      }
    }
    if (!state.reading || state.reading.startedAt < probedAt) {
      const startedAt = Date.now();
      const census = this.read(slot, startedAt);
      state.reading = { startedAt, census };
      void census
        .then((result) => {
          if (result.settled) state.census = result;
          state.taken = new Set(result.live.map((c) => c.seat));
        })
        .catch(() => undefined)
        .finally(() => {
          if (state.reading?.census === census) state.reading = undefined;
        });
    }
    return state.reading.census;
  }

  private async read(slot: string, at: number): Promise<Census> {
    const claims = await this.seats.find({ slot }).lean<HeldSeat[]>().exec();
    const { live, abandoned } = await partitionClaims(claims, this.holders.existing, at);
    const settled = settledHolders(live);
    return {
      at,
      confirmedAt: at,
      live,
      abandoned,
      settled: abandoned.length === 0 && live.every((c) => settled.has(c.bookingId.toString())),
    };
  }

  /** Only this slot's claims: a booking being moved keeps the seats it holds at its present time. */
  private async letGo(
    state: SlotState,
    slot: string,
    bookingId: Types.ObjectId,
    mine: Set<number>,
  ): Promise<void> {
    await this.seats.deleteMany({ bookingId, slot }).exec();
    for (const seat of mine) state.taken.delete(seat);
    mine.clear();
    state.census = undefined;
  }

  /**
   * The driver's collection: no per-document validation or casting on the hot path, and ids of claims
   * written before ids were `slot|seat` stay ObjectIds instead of being cast to strings.
   */
  private raw() {
    return driverCollection<HeldSeat & { slot: string }>(this.seats);
  }

  private async removeAbandoned(abandoned: HeldSeat[]): Promise<void> {
    // Matching on the booking too: the seat may have been freed and claimed again meanwhile.
    await Promise.all(
      abandoned.map((c) => this.raw().deleteOne({ _id: c._id, bookingId: c.bookingId })),
    );
  }
}
