import { t } from '@travel/shell/i18n';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { Spinner, usePageMeta } from '@travel/shell/ui';
import { FormMessage } from '@travel/shell/forms';
import { paths } from '@travel/shell/paths';
import { verifyEmail } from './auth-api';
import { ResendVerification } from './resend-verification';
import { useRedirectAfter } from './use-redirect-after';
import '../form-page.css';

export const VERIFY_REDIRECT_MS = 3000;

type Outcome = { ok: true; message: string } | { ok: false; message: string };

// Tokens are single use: a second request (StrictMode re-running the effect, a re-mount) would
// report "already used" over the first one's success, so each token is verified once per page.
const verifications = new Map<string, Promise<Outcome>>();

function verifyOnce(token: string): Promise<Outcome> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token).then(
      (body): Outcome => ({ ok: true, message: body.message || t('shell.verify.done') }),
      (error: unknown): Outcome => ({
        ok: false,
        message: apiErrorMessage(error, t('shell.verify.failed')),
      }),
    );
    verifications.set(token, pending);
  }
  return pending;
}

export function VerifyEmailPage() {
  usePageMeta({
    title: t('shell.verify.metaTitle'),
    description: t('shell.verify.metaDescription'),
  });
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyOnce(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  useRedirectAfter(outcome?.ok === true, paths.login, VERIFY_REDIRECT_MS);

  return (
    <div className="sh-page sh-auth">
      <section className="sh-card sh-form" aria-labelledby="sh-verify-title">
        <h1 id="sh-verify-title">{t('shell.verify.title')}</h1>
        {!token ? (
          <>
            <FormMessage error={t('shell.noToken')} />
            <ResendVerification />
          </>
        ) : outcome === null ? (
          <Spinner label={t('shell.verify.busy')} visibleLabel />
        ) : outcome.ok ? (
          <>
            <FormMessage success={outcome.message} />
            {/* The next step, also for a visitor who does not wait for the redirect (or whose tab was away). */}
            <p>
              {t('shell.verify.next')}{' '}
              <Link className="sh-button sh-button--primary" to={paths.login}>
                {t('shell.verify.login')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <FormMessage error={outcome.message} />
            <ResendVerification />
          </>
        )}
      </section>
    </div>
  );
}
