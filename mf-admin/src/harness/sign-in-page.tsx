import { useState, type FormEvent } from 'react';
import { useNavigate } from '@travel/shell/router';
import type { LoginResponse } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { useAuthStore } from '@travel/shell/auth';
import { api, apiErrorMessage } from '@travel/shell/http';
import { FormMessage, TextField } from '@travel/shell/forms';
import { Button } from '@travel/shell/ui';

/**
 * Sign-in of the stand-alone harness (`npm run dev -w mf-admin`), against the API the dev server proxies;
 * on the site the shell's login page does this. Use the local admin's credentials that `npm start` prints.
 */
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
      await navigate(paths.admin.overview, { replace: true });
    } catch (err) {
      setError(apiErrorMessage(err, 'Login failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form className="adm-panel adm-harness__sign-in" onSubmit={submit}>
      <h1>Sign in (admin harness)</h1>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormMessage error={error} />
      <Button type="submit" busy={busy} busyText="Logging in...">
        Login
      </Button>
    </form>
  );
}
