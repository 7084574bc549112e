import { useId, useState, type FormEvent } from 'react';
import { Link } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { Button, usePageMeta } from '@travel/shell/ui';
import { FormMessage } from '@travel/shell/forms';
import { paths } from '@travel/shell/paths';
import { forgotPassword } from './auth-api';
import { validateEmail } from './validation';
import '../form-page.css';

const SENT_TEXT = 'If an account exists for this email, a reset link is on its way.';

export function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot password',
    description: 'Ask for a link to choose a new password for your Travel & Tours account.',
  });
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    setSuccess(null);
    if (invalid) return;
    setBusy(true);
    try {
      const response = await forgotPassword(email.trim());
      setSuccess(response.message || SENT_TEXT);
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>Forgot password</h1>
        <p>Enter your account&apos;s email and we will send you a link to choose a new password.</p>
        <div className="sh-field">
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <FormMessage error={error} success={success} />
        <Button type="submit" busy={busy} busyText="Sending...">
          Send reset link
        </Button>
        <p>
          <Link to={paths.login}>Back to login</Link>
        </p>
      </form>
    </div>
  );
}
