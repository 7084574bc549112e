import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import type { PricePreview } from '@travel/shell/api-types';

export type PromoState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; preview: PricePreview }
  | { status: 'refused'; code: string; message: string };

/** How long the choice must stay still before the applied code's price is asked again. */
const SETTLE_MS = 300;

type Answer =
  | { key: string; status: 'applied'; preview: PricePreview }
  | { key: string; status: 'refused'; message: string };

/**
 * A promo code the visitor applies: the server's price with it (`preview`, POST .../price) is asked when it is
 * applied and again whenever `choice` (a key of what is being priced) changes, so the breakdown shows the
 * discount the booking will get; a refusal carries the server's reason (unknown, expired, used up, ...).
 */
export function usePromoCode(preview: (code: string) => Promise<PricePreview>, choice: string) {
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const ask = useRef(preview);
  useEffect(() => {
    ask.current = preview;
  });
  // The question being asked now: an answer to an older one (another code, another choice) is stale.
  const key = applied === null ? null : JSON.stringify([applied, choice]);

  useEffect(() => {
    if (applied === null || key === null) return;
    let live = true;
    const timer = setTimeout(() => {
      ask
        .current(applied)
        .then((result) => live && setAnswer({ key, status: 'applied', preview: result }))
        .catch(
          (error: unknown) =>
            live &&
            setAnswer({
              key,
              status: 'refused',
              message: apiErrorMessage(error, t('booking.promo.cannotUse')),
            }),
        );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [applied, key]);

  let state: PromoState = { status: 'none' };
  if (applied !== null) {
    if (answer?.key !== key) state = { status: 'checking', code: applied };
    else if (answer.status === 'applied')
      state = { status: 'applied', code: applied, preview: answer.preview };
    else state = { status: 'refused', code: applied, message: answer.message };
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
    /** The code to send with the booking: only one the server accepted. */
    code: state.status === 'applied' ? state.code : undefined,
  };
}

export type PromoCode = ReturnType<typeof usePromoCode>;
