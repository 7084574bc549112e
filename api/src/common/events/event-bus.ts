import { Injectable, Logger } from '@nestjs/common';
import { DomainEvent, DomainEvents } from './domain-events';

export type EventHandler<E extends DomainEvent> = (payload: DomainEvents[E]) => unknown;

/** The arguments of `emit`: the payload, or none for an event that carries nothing. */
type Payload<E extends DomainEvent> = DomainEvents[E] extends void ? [] : [DomainEvents[E]];

/**
 * The in-process event bus: one typed way for "this changed" to reach whoever reacts to it, without the
 * sender importing them. Handlers run in the order they subscribed, each started at once; `emit` resolves
 * once all have finished. A handler's failure is logged, never thrown: the sender's own work has succeeded.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger(EventBus.name);
  private readonly handlers = new Map<DomainEvent, Set<EventHandler<never>>>();

  /** Calls `handler` with each `event` from now on; answers the function that stops it. */
  on<E extends DomainEvent>(event: E, handler: EventHandler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    const added = handler as EventHandler<never>;
    set.add(added);
    return () => set.delete(added);
  }

  async emit<E extends DomainEvent>(event: E, ...payload: Payload<E>): Promise<void> {
    const handlers = [...(this.handlers.get(event) ?? [])] as EventHandler<E>[];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(payload[0] as DomainEvents[E]);
        } catch (error) {
          this.logger.warn(`A handler of ${event} failed: ${(error as Error).message}`);
        }
      }),
    );
  }
}
