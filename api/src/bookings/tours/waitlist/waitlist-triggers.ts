import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '../../../common/events/event-bus';
import { Scheduler } from '../../../common/scheduling/scheduler';
import { SWEEP_INTERVAL_MS } from '../../shared/booking-lifecycle.service';
import { WaitlistOffers } from './waitlist-offers.service';

/**
 * What starts the waitlist's offer runs from outside it: a cancellation, expired hold or deleted booking
 * (TourSeats emits `seats-freed` after releasing, before the change is published); every availability
 * change any instance publishes (an admin raising the capacity, a hold lapsing by itself), gathered into
 * one sweep per burst; and the sweep every SWEEP_INTERVAL_MS, the backstop for what no timer saw.
 */
@Injectable()
export class WaitlistTriggers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly offers: WaitlistOffers,
    private readonly events: EventBus,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe.push(
      this.events.on('seats-freed', (slot) => this.offers.offerFreedSeats(slot)),
      // A new booking only takes seats: nothing to offer.
      this.events.on('availability-changed', (change) => {
        if (!change.takenOnly) this.offers.gather();
      }),
    );
    this.scheduler.every('The waitlist sweep', SWEEP_INTERVAL_MS, () => this.offers.sweep());
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe) stop();
  }
}
