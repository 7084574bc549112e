import { slotKey } from '../../inventory/seat-inventory.service';

/** One time of a destination's tour on one day: what seats are claimed at and a waitlist lines up for. */
export interface TourSlot {
  destinationId: string;
  date: string;
  time: string;
}

/** The seat inventory's key of a tour slot. */
export function tourSlotKey(slot: TourSlot): string {
  return slotKey(slot.destinationId, slot.date, slot.time);
}

declare module '../../common/events/domain-events' {
  interface DomainEvents {
    /**
     * Seats of a tour time were just freed (a cancellation, an expiry, a delete, a move), before the change
     * is published: the waitlist offers them first.
     */
    'seats-freed': TourSlot;
  }
}
