import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import type { GiftCardBalance } from '@travel/shell/api-types';
import { readGiftCard } from '../api/gift-cards';
import { roundToCents } from './money';

export type GiftCardState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; card: GiftCardBalance }
  | { status: 'refused'; code: string; message: string };

type Answer = { code: string; card: GiftCardBalance } | { code: string; message: string };

/** Why a card the server knows cannot pay, in the words the API uses when booking (message ids). */
const REFUSALS: Record<Exclude<GiftCardBalance['status'], 'active'>, string> = {
  used: 'booking.giftCard.used',
  expired: 'booking.giftCard.expired',
  voided: 'booking.giftCard.voided',
};

/**
 * A gift card the visitor applies: its balance is read once (GET /api/gift-cards/{code}, rate-limited on the
 * server), and `covers(due)` says what it pays of a total, as the server will: all of it, or its balance.
 * The booking sends the code; the server redeems it and refuses a `cost` that disagrees.
 */
export function useGiftCard() {
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  // The server's answer for one code: an answer for another (an older) code is stale.
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (applied === null) return;
    let live = true;
    readGiftCard(applied)
      .then((card) => live && setAnswer({ code: applied, card }))
      .catch(
        (error: unknown) =>
          live &&
          setAnswer({
            code: applied,
            message: apiErrorMessage(error, t('booking.giftCard.cannotUse')),
          }),
      );
    return () => {
      live = false;
    };
  }, [applied]);

  let state: GiftCardState = { status: 'none' };
  if (applied !== null) {
    if (answer?.code !== applied) state = { status: 'checking', code: applied };
    else if ('message' in answer)
      state = { status: 'refused', code: applied, message: answer.message };
    else if (answer.card.status !== 'active')
      state = { status: 'refused', code: applied, message: t(REFUSALS[answer.card.status]) };
    else state = { status: 'applied', code: applied, card: answer.card };
  }

  return {
    input,
    setInput,
    state,
    apply: () => setApplied(input.trim() === '' ? null : input.trim()),
    remove: () => {
      setApplied(null);
      setInput('');
    },
    /** The code to send with the booking: only one whose balance was read. */
    code: state.status === 'applied' ? state.code : undefined,
    /** What the card pays of `due` (what is left after any discount). */
    covers: (due: number) =>
      state.status === 'applied' ? roundToCents(Math.min(state.card.balance, Math.max(0, due))) : 0,
  };
}

export type GiftCard = ReturnType<typeof useGiftCard>;
