import { t } from '@travel/shell/i18n';
import { useId, useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { Button } from '@travel/shell/ui';
import { FormMessage } from '@travel/shell/forms';
import { resendVerification } from './auth-api';
import { validateEmail } from './validation';

interface ResendVerificationProps {
  /** The address already typed (login); without it the visitor types one (an expired link's page). */
  email?: string;
}

/**
 * "Send the verification email again": the way back for an account whose link was lost, used or expired.
 * The API answers alike for every address, so the answer is shown as it comes.
 */
export function ResendVerification({ email: given }: ResendVerificationProps) {
  const emailId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const email = (given ?? typed).trim();

  const send = async () => {
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      setSent((await resendVerification(email)).message);
    } catch (caught) {
      setError(apiErrorMessage(caught, t('shell.resend.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-resend" data-testid="resend-verification">
      {given === undefined && (
        <div className="sh-field">
          <label htmlFor={emailId}>{t('shell.resend.yourEmail')}</label>
          <input
            id={emailId}
            name="resend-email"
            type="email"
            autoComplete="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      )}
      <FormMessage error={error} success={sent} />
      <Button
        variant="secondary"
        busy={busy}
        busyText={t('shell.sending')}
        disabled={sent !== null}
        onClick={() => void send()}
      >
        {t('shell.resend.send')}
      </Button>
    </div>
  );
}
