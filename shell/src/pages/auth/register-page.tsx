import { useId, useState, type FormEvent } from 'react';
import { Link } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { Button, usePageMeta } from '@travel/shell/ui';
import { FormMessage } from '@travel/shell/forms';
import { paths } from '@travel/shell/paths';
import { register } from './auth-api';
import { validateRegister } from './validation';
import { PasswordField } from './password-field';
import { useRedirectAfter } from './use-redirect-after';
import '../form-page.css';

export const REGISTER_REDIRECT_MS = 2000;
const SUCCESS_TEXT = 'Registration successful! Please check your email to verify.';

export function RegisterPage() {
  usePageMeta({
    title: 'Create an account',
    description: 'Create a free account to book one-day tours, hotels and special offers.',
  });
  const usernameId = useId();
  const emailId = useId();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useRedirectAfter(success !== null, paths.login, REGISTER_REDIRECT_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegister({ username, email, password });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const response = await register({ username: username.trim(), email: email.trim(), password });
      setSuccess(response.message || SUCCESS_TEXT);
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Registration failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>Register</h1>
        <div className="sh-field">
          <label htmlFor={usernameId}>Username</label>
          <input
            id={usernameId}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
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
        <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
        <FormMessage error={error} success={success} />
        <Button type="submit" busy={busy} busyText="Registering..." disabled={success !== null}>
          Register
        </Button>
        <p>
          Already have an account? <Link to={paths.login}>Login here</Link>
        </p>
      </form>
    </div>
  );
}
