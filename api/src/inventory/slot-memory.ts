import { HeldSeat } from './seat-verdict';

/** A read of all claims of one slot, split into live ones and those left behind by a crash. */
export interface Census {
  at: number;
  /** When a probe last found taken only seats this census has settled holders for. */
  confirmedAt: number;
  live: HeldSeat[];
  abandoned: HeldSeat[];
  /** Every holder settled and none left behind: a census worth reusing for a short while. */
  settled: boolean;
}

export interface SlotState {
  /** Seats this instance saw taken: only an order of preference for picking, never a reason to refuse. */
  taken: Set<number>;
  /** The last settled census, reused briefly so that a sold-out slot does not cost a read per request. */
  census?: Census;
  /** A read under way, shared by the requests that need one. */
  reading?: { startedAt: number; census: Promise<Census> };
}

const MAX_SLOTS = 10_000;

/** What this instance remembers about the slots it books, bounded to the most recently used ones. */
export class SlotMemory {
  private readonly slots = new Map<string, SlotState>();

  of(slot: string): SlotState {
    const state = this.slots.get(slot) ?? { taken: new Set<number>() };
    // Re-inserted so that the Map's order is least recently used first.
    this.slots.delete(slot);
    this.slots.set(slot, state);
    if (this.slots.size > MAX_SLOTS) this.slots.delete(this.slots.keys().next().value as string);
    return state;
  }

  /** What is remembered of the slot, if anything, without making it the most recently used. */
  peek(slot: string): SlotState | undefined {
    return this.slots.get(slot);
  }

  forget(slot: string): void {
    this.slots.delete(slot);
  }
}
