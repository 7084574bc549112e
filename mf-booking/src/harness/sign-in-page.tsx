import { useState, type FormEvent } from 'react';
import { useNavigate } from '@travel/shell/router';
import type { LoginResponse } from '@travel/shell/api-types';
import { useAuthStore } from '@travel/shell/auth';
import { api, apiErrorMessage } from '@travel/shell/http';
import { Button } from '@travel/shell/ui';

/** Minimal sign-in so "My bookings" can be tried without the shell; the real page is the shell's. */
export function SignInPage() {
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { data } = await api.post<LoginResponse>('/auth/login', { email, password });
      signIn(data.token, data.user);
      await navigate('/client/bookings');
    } catch (err) {
      setError(apiErrorMessage(err, 'Login failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form className="bk-page bk-form bk-harness-narrow" onSubmit={submit}>
      <h1>Sign in (harness)</h1>
      <div className="bk-form__field">
        <label htmlFor="harness-email">Email</label>
        <input
          id="harness-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="bk-form__field">
        <label htmlFor="harness-password">Password</label>
        <input
          id="harness-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && <p role="alert">{error}</p>}
      <Button type="submit" busy={busy} busyText="Logging in...">
        Login
      </Button>
    </form>
  );
}
