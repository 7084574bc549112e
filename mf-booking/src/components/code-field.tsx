import { t } from '@travel/shell/i18n';
import { useId, type ReactNode } from 'react';
import { Button } from '@travel/shell/ui';
import './price-breakdown.css';

/** What a code field needs of its hook (usePromoCode, useGiftCard): the typed text and the state's status. */
export interface CodeEntry {
  input: string;
  setInput(value: string): void;
  apply(): void;
  remove(): void;
  state: { status: 'none' | 'checking' | 'applied' | 'refused'; message?: string };
}

interface CodeFieldProps {
  entry: CodeEntry;
  label: string;
  /** The form field's name (what the booking sends). */
  name: string;
  /** The status line's test id. */
  statusTestId: string;
  /** What the status line says once applied. */
  applied: ReactNode;
  placeholder?: string;
  spellCheck?: boolean;
}

/**
 * A code the booking forms take (promo code, gift card): typed, applied (the server says whether it holds),
 * or removed; Enter applies it rather than submitting the booking.
 */
export function CodeField({
  entry,
  label,
  name,
  statusTestId,
  applied,
  placeholder,
  spellCheck,
}: CodeFieldProps) {
  const id = useId();
  const { state } = entry;
  return (
    <div className="bk-promo">
      <label htmlFor={`${id}-code`}>{label}</label>
      <div className="bk-promo__row">
        <input
          id={`${id}-code`}
          name={name}
          autoComplete="off"
          spellCheck={spellCheck}
          maxLength={40}
          placeholder={placeholder}
          value={entry.input}
          aria-describedby={`${id}-status`}
          onChange={(event) => entry.setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              entry.apply();
            }
          }}
        />
        {state.status === 'applied' ? (
          <Button variant="secondary" onClick={entry.remove}>
            {t('booking.code.remove')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={entry.apply}
            busy={state.status === 'checking'}
            busyText={t('booking.code.checking')}
          >
            {t('booking.code.apply')}
          </Button>
        )}
      </div>
      <p
        id={`${id}-status`}
        className="bk-form__hint"
        aria-live="polite"
        data-testid={statusTestId}
      >
        {state.status === 'applied' && applied}
        {state.status === 'refused' && <span className="bk-promo__refused">{state.message}</span>}
      </p>
    </div>
  );
}
