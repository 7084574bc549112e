import { ExistingBookings } from './claims';

/**
 * The kinds of claim holder of one inventory (tour bookings and waitlist offers; stay bookings), each
 * registered at start-up with how it tells which of its claims still hold: the inventory imports none of
 * them. A claim is live while some holder answers for it.
 */
export class ClaimHolders {
  private readonly sources: ExistingBookings[] = [];

  register(holders: ExistingBookings): void {
    this.sources.push(holders);
  }

  /** Which of these claim holders still hold their claims, by any holder kind's answer. */
  readonly existing: ExistingBookings = async (ids) => {
    const answers = await Promise.all(this.sources.map((holders) => holders(ids)));
    return new Set(answers.flatMap((held) => [...held]));
  };
}
