import { GiftCardEntry } from './schemas/gift-card-entry.schema';

export type GiftCardStatus = 'active' | 'used' | 'expired' | 'voided';

/** What a card's ledger says now: its balance (minor units) and status, and the next place in its sequence. */
export interface CardState {
  balance: number;
  status: GiftCardStatus;
  nextSeq: number;
}

type LedgerEntry = Pick<GiftCardEntry, 'kind' | 'amount' | 'seq'>;

/** The balance is the sum of the ledger, never a stored number; a void ends the card whatever it held. */
export function cardState(
  card: { expiresAt: Date },
  entries: readonly LedgerEntry[],
  now = new Date(),
): CardState {
  const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
  const nextSeq = entries.reduce((max, entry) => Math.max(max, (entry.seq ?? -1) + 1), 0);
  const status: GiftCardStatus = entries.some((entry) => entry.kind === 'void')
    ? 'voided'
    : card.expiresAt <= now
      ? 'expired'
      : balance <= 0
        ? 'used'
        : 'active';
  return { balance: status === 'voided' ? 0 : Math.max(0, balance), status, nextSeq };
}

/** What one booking holds of the card now: its redeems less what it gave back (minor units, >= 0). */
export function heldBy(entries: readonly Pick<GiftCardEntry, 'amount'>[]): number {
  return -entries.reduce((sum, entry) => sum + entry.amount, 0);
}
