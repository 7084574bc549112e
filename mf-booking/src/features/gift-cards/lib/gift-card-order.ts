import { t } from '@travel/shell/i18n';
import { formCheck, isEmail, type FormCheck } from '@travel/shell/forms';

/** The amounts offered at a press; any other within the API's bounds can be typed. */
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 200];
export const GIFT_CARD_MIN = 10;
export const GIFT_CARD_MAX = 1000;
/** The longest message the API takes with a card. */
export const GIFT_CARD_MESSAGE_MAX = 500;

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
          message: t('booking.gift.amountBounds', {
            min: GIFT_CARD_MIN,
            max: GIFT_CARD_MAX,
          }),
        }
      : null,
    form.preset === 'other' && Number.isFinite(amount) && Math.round(amount * 100) !== amount * 100
      ? { field: 'otherAmount', message: t('booking.gift.amountDecimals') }
      : null,
    isEmail(form.buyerEmail.trim())
      ? null
      : { field: 'buyerEmail', message: t('booking.booker.emailInvalid') },
    recipient && !isEmail(recipient)
      ? { field: 'recipientEmail', message: t('booking.booker.emailInvalid') }
      : null,
    form.message.length > GIFT_CARD_MESSAGE_MAX
      ? {
          field: 'message',
          message: t('booking.gift.messageTooLong', { max: GIFT_CARD_MESSAGE_MAX }),
        }
      : null,
  );
}
