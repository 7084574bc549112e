import { useEffect, useState } from 'react';
import type { PricePreview } from '@travel/shell/api-types';
import { apiErrorMessage, isAbortError } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; preview: PricePreview };

/** The preview endpoints are rate limited: ask once typing pauses, not on every keystroke. */
const PAUSE_MS = 300;

/**
 * The server's price for `request` (null: nothing to price yet), asked again whenever the request changes;
 * an answer to an older request is dropped, so the price shown is always the one of the choices shown.
 * `ask` must be stable (a module's function): a new one asks again.
 */
export function usePricePreview<Request>(
  request: Request | null,
  ask: (request: Request, signal: AbortSignal) => Promise<PricePreview>,
): PreviewState {
  const key = request === null ? null : JSON.stringify(request);
  const [settled, setSettled] = useState<{ key: string; state: PreviewState } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    // The request as its key holds it: one value to depend on, however often the caller rebuilds it.
    const sent = JSON.parse(key) as Request;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ask(sent, controller.signal).then(
        (preview) => setSettled({ key, state: { status: 'success', preview } }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          setSettled({
            key,
            state: {
              status: 'error',
              message: apiErrorMessage(error, t('admin.newBooking.previewFailed')),
            },
          });
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, ask]);

  if (key === null) return { status: 'idle' };
  return settled?.key === key ? settled.state : { status: 'loading' };
}
