import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@travel/shell/router';
import { useAuthStore } from '@travel/shell/auth';
import { apiErrorMessage } from '@travel/shell/http';
import { Button, usePageMeta } from '@travel/shell/ui';
import { FormMessage } from '@travel/shell/forms';
import { paths, type FromState } from '@travel/shell/paths';
import { login } from './auth-api';
import { validateLogin } from './validation';
import { PasswordField } from './password-field';
import '../form-page.css';

const AUTH_PAGES = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password'];

function returnTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const usable = from && !AUTH_PAGES.some((page) => from.toLowerCase().startsWith(page));
  return usable ? from : paths.clientHome;
}

export function LoginPage() {
  usePageMeta({
    title: 'Sign in',
    description: 'Sign in to book tours and stays and to see your bookings.',
  });
  const emailId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAuthStore((state) => state.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { token, user } = await login({ email: email.trim(), password });
      signIn(token, user);
      await navigate(user.role === 'admin' ? paths.admin.overview : returnTarget(location.state), {
        replace: true,
      });
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Login failed. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <Button variant="link" className="sh-back" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
        <h1>Login</h1>
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
        <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
        <FormMessage error={error} />
        <Button type="submit" busy={busy} busyText="Logging in...">
          Login
        </Button>
        <p>
          Forgot password? <Link to={paths.forgotPassword}>Click here</Link>
        </p>
        <p>
          Don&apos;t have an account? <Link to={paths.register}>Register here</Link>
        </p>
      </form>
    </div>
  );
}
