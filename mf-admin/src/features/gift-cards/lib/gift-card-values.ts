import { formCheck, isEmail, type FormCheck } from '@travel/shell/forms';
import type { GiftCard, GiftCardEntry } from '../api/gift-cards-api';

export interface IssueValues {
  amount: string;
  recipientEmail: string;
  message: string;
}

export const EMPTY_ISSUE: IssueValues = { amount: '', recipientEmail: '', message: '' };

/** The amount typed, as a number (NaN when it is not one; a comma reads as a decimal point). */
export const amountOf = (values: IssueValues) => Number(values.amount.trim().replace(',', '.'));

/** What the API would refuse, in its words: 10 to 1000 with at most cents, and an address. */
export function validateIssue(values: IssueValues): FormCheck {
  const amount = amountOf(values);
  return formCheck(
    values.amount.trim() === '' || !Number.isFinite(amount) || amount < 10 || amount > 1000
      ? { field: 'amount', message: 'The amount must be from 10 to 1000' }
      : Math.round(amount * 100) !== amount * 100
        ? { field: 'amount', message: 'The amount must have at most 2 decimals' }
        : null,
    isEmail(values.recipientEmail.trim())
      ? null
      : { field: 'recipientEmail', message: 'Please enter a valid email address' },
  );
}

const STATUS_LABELS: Record<GiftCard['status'], string> = {
  active: 'Active',
  used: 'Used up',
  expired: 'Expired',
  voided: 'Void',
};
export const statusLabel = (card: Pick<GiftCard, 'status'>) => STATUS_LABELS[card.status];

const ENTRY_LABELS: Record<GiftCardEntry['kind'], string> = {
  issue: 'Issued',
  redeem: 'Redeemed',
  release: 'Released (hold lapsed)',
  refund: 'Refunded (booking cancelled)',
  void: 'Voided',
};
export const entryLabel = (entry: Pick<GiftCardEntry, 'kind'>) => ENTRY_LABELS[entry.kind];
