import { formCheck, isEmail, type FormCheck } from '@travel/shell/forms';
import type { GiftCard, GiftCardEntry } from '../api/gift-cards-api';
import { t } from '@travel/shell/i18n';

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
      ? { field: 'amount', message: t('admin.gift.check.range') }
      : Math.round(amount * 100) !== amount * 100
        ? { field: 'amount', message: t('admin.gift.check.decimals') }
        : null,
    isEmail(values.recipientEmail.trim())
      ? null
      : { field: 'recipientEmail', message: t('admin.gift.check.email') },
  );
}

/** A card's status in the page's language: 'Active', 'Used up'. */
export const statusLabel = (card: Pick<GiftCard, 'status'>) =>
  t(`admin.gift.status.${card.status}`);

/** A ledger entry's kind in the page's language: 'Issued', 'Redeemed'. */
export const entryLabel = (entry: Pick<GiftCardEntry, 'kind'>) =>
  t(`admin.gift.entry.${entry.kind}`);
