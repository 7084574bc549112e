import { Link, useLocation, useNavigate } from '@travel/shell/router';
import { useAuthStore } from '@travel/shell/auth';
import { apiErrorMessage } from '@travel/shell/http';
import { Button, usePageMeta } from '@travel/shell/ui';
import { EmailField, FormMessage, PasswordField, formProblem, useForm } from '@travel/shell/forms';
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
  const form = useForm({
    initial: { email: '', password: '' },
    check: (values) => formProblem(validateLogin(values)),
    send: async ({ email, password }) => {
      const { token, user } = await login({ email: email.trim(), password });
      signIn(token, user);
      const target =
        user.role === 'admin'
          ? paths.admin.overview
          : user.role === 'guide'
            ? paths.admin.manifest
            : returnTarget(location.state);
      await navigate(target, { replace: true });
    },
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, 'Login failed. Please try again.'),
  });
  const { email, password } = form.values;
  const error = form.problem ?? form.refusal;
  const signedOut = (location.state as FromState | null)?.signedOut;

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <Button variant="link" className="sh-back" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
        <h1>Login</h1>
        {signedOut && (
          <p className="sh-auth__notice" role="status">
            {signedOut}
          </p>
        )}
        <EmailField value={email} onChange={(value) => form.set('email', value)} />
        <PasswordField
          value={password}
          onChange={(value) => form.set('password', value)}
          autoComplete="current-password"
        />
        <FormMessage error={error} />
        {error === UNVERIFIED && <ResendVerification email={email} />}
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
