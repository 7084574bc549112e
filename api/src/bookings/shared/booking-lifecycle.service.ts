import { Logger } from '@nestjs/common';
import { HydratedDocument } from 'mongoose';
import { CacheInvalidator } from '../../cache/cache-invalidator.service';
import { Mail, MailService } from '../../mail/mail.service';
import { AVAILABILITY_CACHE_TAG } from './availability';
import { BookingLedger, LedgerRecord } from './booking-ledger';
import { releasableHoldsFilter, statusFilter } from './booking-status';

/** How often each instance looks for holds to expire. */
export const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;

/** What differs between tour and stay bookings in their lifecycle. */
export interface LifecycleHooks<D> {
  /** Frees the booking's seats or nights. */
  release(booking: D): Promise<void>;
  /** The claims of a hold just confirmed stop lapsing. */
  keep(booking: D): Promise<void>;
  cancellationMail(booking: D): Mail;
}

/**
 * Confirming, cancelling and expiring bookings of one kind. The booking is written first and its claims
 * freed after: were the release to fail, the claims of a booking that no longer holds them are swept as
 * abandoned by the next booking that needs them (see claims.ts).
 */
export class BookingLifecycle<T extends LedgerRecord> {
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<number>;

  constructor(
    private readonly ledger: BookingLedger<T>,
    private readonly hooks: LifecycleHooks<HydratedDocument<T>>,
    private readonly mail: MailService,
    private readonly invalidator: CacheInvalidator,
    name: string,
  ) {
    this.logger = new Logger(name);
  }

  /** Held and not expired -> confirmed; null when the booking was not in that state any more. */
  async confirm(booking: HydratedDocument<T>): Promise<HydratedDocument<T> | null> {
    const confirmed = await this.ledger.transition(
      booking._id,
      statusFilter('held'),
      { status: 'confirmed' },
      ['holdExpiresAt'],
    );
    if (confirmed) await this.hooks.keep(confirmed);
    return confirmed;
  }

  /**
   * Held (not expired) or confirmed -> cancelled, its places freed at once and a notice mailed; null
   * when the booking was not in one of those states any more.
   */
  async cancel(
    booking: HydratedDocument<T>,
    now = new Date(),
  ): Promise<HydratedDocument<T> | null> {
    const cancelled = await this.ledger.transition(
      booking._id,
      { $or: [statusFilter('held', now), statusFilter('confirmed')] },
      { status: 'cancelled', cancelledAt: now },
      ['holdExpiresAt'],
    );
    if (!cancelled) return null;
    await this.hooks.release(cancelled);
    await this.invalidator.invalidate(AVAILABILITY_CACHE_TAG);
    void this.mail.send(this.hooks.cancellationMail(cancelled));
    return cancelled;
  }

  /**
   * Marks holds past their expiry (and the release margin) as expired and frees their places; answers how
   * many. Runs one sweep at a time on this instance; other instances sweeping too only repeat deletes.
   */
  sweep(): Promise<number> {
    this.sweeping ??= this.expireHolds().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async expireHolds(): Promise<number> {
    let expired = 0;
    for (;;) {
      const holds = await this.ledger.releasableHolds(SWEEP_BATCH);
      for (const hold of holds) {
        const marked = await this.ledger.transition(hold._id, releasableHoldsFilter(), {
          status: 'expired',
        });
        if (!marked) continue;
        await this.hooks.release(marked);
        expired++;
      }
      if (holds.length < SWEEP_BATCH) break;
    }
    if (expired > 0) await this.invalidator.invalidate(AVAILABILITY_CACHE_TAG);
    return expired;
  }

  /** Sweeps every SWEEP_INTERVAL_MS; the timer never keeps the process alive. */
  startSweeping(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn(`Expiring holds failed: ${(error as Error).message}`),
      );
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  stopSweeping(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
