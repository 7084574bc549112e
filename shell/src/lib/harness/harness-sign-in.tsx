import { t } from '@travel/shell/i18n';
import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '../api-types';
import { useAuthStore } from '../auth';
import { EmailField, FormMessage, PasswordField } from '../forms';
import { api, apiErrorMessage } from '../http';
import { useNavigate } from '../router';
import { Button } from '../ui';

export interface HarnessSignInProps {
  /** Where a successful sign-in lands. */
  to: string;
  /** The page's heading, naming the harness. */
  title?: string;
}

/**
 * Sign-in of a remote's stand-alone harness, against the API its dev server proxies; on the site the
 * shell's login page does this. Use the credentials `npm start` prints.
 */
export function HarnessSignIn({ to, title = t('kit.harness.signIn') }: HarnessSignInProps) {
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
      await navigate(to, { replace: true });
    } catch (err) {
      setError(apiErrorMessage(err, t('kit.harness.loginFailed')));
      setBusy(false);
    }
  }

  return (
    <form className="sh-harness__sign-in" onSubmit={submit}>
      <h1>{title}</h1>
      <EmailField value={email} onChange={setEmail} autoComplete="username" />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <FormMessage error={error} />
      <Button type="submit" busy={busy} busyText={t('kit.harness.loggingIn')}>
        {t('kit.harness.login')}
      </Button>
    </form>
  );
}
