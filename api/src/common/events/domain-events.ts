/**
 * The events of the application and what each carries. Modules add their own by declaration merging
 * (`declare module '.../common/events/domain-events'`), beside the type of what they send, so this file
 * imports no domain. The `*-changed` events are also heard from other instances: the change feed
 * (`cache/change-feed.service.ts`) brings them in through Redis.
 */
export interface DomainEvents {
  /** Seats or nights were booked, freed or taken back, here or on another instance. */
  'availability-changed': AvailabilityChange;
  /** A catalog record (destination, hotel, offer, post, setting) was written, here or on another instance. */
  'catalog-changed': void;
}

/** What an availability change is known to be. */
export interface AvailabilityChange {
  /** Places were only taken (a new booking): none freed, so nothing for a waitlist to offer. */
  takenOnly?: true;
}

export type DomainEvent = keyof DomainEvents;

/** The events the change feed carries between instances. */
export type ChangeEvent = 'availability-changed' | 'catalog-changed';
