import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@travel/shell/router';
import { useAuthStore } from '@travel/shell/auth';
import { Button, usePageMeta } from '@travel/shell/ui';
import { EmailField, FormMessage, PasswordField, useFormSubmit } from '@travel/shell/forms';
import { paths, type FromState } from '@travel/shell/paths';
import { login } from './auth-api';
import { validateLogin } from './validation';
import { ResendVerification } from './resend-verification';
import '../form-page.css';

/** The API's answer to a right password on an account whose email is not verified yet. */
const UNVERIFIED = 'Please verify your email before logging in.';

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
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAuthStore((state) => state.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      validateLogin({ email, password }),
      async () => {
        const { token, user } = await login({ email: email.trim(), password });
        signIn(token, user);
        const target = user.role === 'admin' ? paths.admin.overview : returnTarget(location.state);
        await navigate(target, { replace: true });
      },
      'Login failed. Please try again.',
    );
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <Button variant="link" className="sh-back" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
        <h1>Login</h1>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
        <FormMessage error={form.error} />
        {form.error === UNVERIFIED && <ResendVerification email={email} />}
        <Button type="submit" busy={form.busy} busyText="Logging in...">
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
