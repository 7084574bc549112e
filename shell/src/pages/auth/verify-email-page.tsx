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
      (body): Outcome => ({ ok: true, message: body.message || 'Email verified successfully!' }),
      (error: unknown): Outcome => ({
        ok: false,
        message: apiErrorMessage(error, 'Email verification failed.'),
      }),
    );
    verifications.set(token, pending);
  }
  return pending;
}

export function VerifyEmailPage() {
  usePageMeta({
    title: 'Verify your email',
    description: 'Confirm your email address to finish creating your account.',
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
        <h1 id="sh-verify-title">Email verification</h1>
        {!token ? (
          <>
            <FormMessage error="No token provided" />
            <ResendVerification />
          </>
        ) : outcome === null ? (
          <Spinner label="Verifying your email, please wait..." visibleLabel />
        ) : outcome.ok ? (
          <>
            <FormMessage success={outcome.message} />
            {/* The next step, also for a visitor who does not wait for the redirect (or whose tab was away). */}
            <p>
              Next, log in to book with your account.{' '}
              <Link className="sh-button sh-button--primary" to={paths.login}>
                Log in
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
