import { HttpException, HttpStatus } from '@nestjs/common';

export const TOO_MANY_ENTRIES =
  'You are on too many waitlists at once. Please leave one (its mail has the link) or wait until one is over.';
export const TOO_MANY_WAITLIST_MAILS =
  'Too many mails to this address this hour. Sign in with a verified account to join more waitlists.';
export const ENTRY_CONFIRMED = 'Your place on the waitlist is confirmed.';
export const ENTRY_NOT_IN_LINE = 'This waitlist entry is no longer in line.';

/** Entries in line (waiting or offered) already joined from the client, and under the address. */
export interface EntriesInLine {
  byClient: number;
  byAddress: number;
}

/**
 * Joining is free and needs no account, so what one party may keep in line is bounded, as holds are: a
 * squatter's entries could otherwise keep freed seats from real buyers one offer after another.
 */
export function assertEntryFits(
  inLine: EntriesInLine,
  limits: { perClient: number; perAddress: number },
): void {
  if (inLine.byClient >= limits.perClient || inLine.byAddress >= limits.perAddress) {
    throw new HttpException(TOO_MANY_ENTRIES, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Only an entry whose address is proven is offered seats (an offer holds them from everyone else): one its
 * verified owner joined signed in, or one confirmed through the joined mail's link. Entries stored before
 * the confirmation existed read as confirmed.
 */
export function mayBeOffered(entry: { addressConfirmed?: boolean }): boolean {
  return entry.addressConfirmed !== false;
}
