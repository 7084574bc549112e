import { formCheck, isEmail, type FormCheck } from '@travel/shell/forms';

/** The amounts offered at a press; any other within the API's bounds can be typed. */
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 200];
export const GIFT_CARD_MIN = 10;
export const GIFT_CARD_MAX = 1000;

export interface GiftCardOrderForm {
  /** A preset's value, or 'other' for the typed amount. */
  preset: string;
  otherAmount: string;
  buyerEmail: string;
  recipientEmail: string;
  message: string;
}

/** The amount chosen: a preset, or the typed one (NaN when it is not a number). */
export function chosenAmount(form: GiftCardOrderForm): number {
  return form.preset === 'other' ? Number(form.otherAmount.replace(',', '.')) : Number(form.preset);
}

/** What the API would refuse, said before sending, in its words. */
export function checkGiftCardOrder(form: GiftCardOrderForm): FormCheck {
  const amount = chosenAmount(form);
  const recipient = form.recipientEmail.trim();
  return formCheck(
    form.preset === 'other' &&
      (!Number.isFinite(amount) || amount < GIFT_CARD_MIN || amount > GIFT_CARD_MAX)
      ? {
          field: 'otherAmount',
          message: `The amount must be from ${GIFT_CARD_MIN} to ${GIFT_CARD_MAX}`,
        }
      : null,
    form.preset === 'other' && Number.isFinite(amount) && Math.round(amount * 100) !== amount * 100
      ? { field: 'otherAmount', message: 'The amount must have at most 2 decimals' }
      : null,
    isEmail(form.buyerEmail.trim())
      ? null
      : { field: 'buyerEmail', message: 'Please enter a valid email address' },
    recipient && !isEmail(recipient)
      ? { field: 'recipientEmail', message: 'Please enter a valid email address' }
      : null,
    form.message.length > 500
      ? { field: 'message', message: 'The message must be at most 500 characters' }
      : null,
  );
}
