import { t } from '@travel/shell/i18n';
import type { ReactNode } from 'react';
import { selectIsSignedIn, useAuthStore } from '../auth';
import { Link, Outlet } from '../router';
import { Button, Toaster } from '../ui';

export interface HarnessLink {
  to: string;
  text: string;
}

export interface HarnessLayoutProps {
  /** The navigation's accessible name ("Catalog pages"). */
  label: string;
  links: readonly HarnessLink[];
  /** A Login link, or Logout once signed in, for remotes with pages of a signed-in visitor. */
  withSignIn?: boolean;
  /** The routes; without them the layout renders its nested route (`<Outlet />`). */
  children?: ReactNode;
}

/** The frame of a remote's stand-alone harness: a bar of links above its pages, and the toasts. */
export function HarnessLayout({ label, links, withSignIn = false, children }: HarnessLayoutProps) {
  return (
    <>
      <header className="sh-harness__header">
        <nav aria-label={label}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.text}
            </Link>
          ))}
          {withSignIn && <SignInLink />}
        </nav>
      </header>
      <main>{children ?? <Outlet />}</main>
      <Toaster />
    </>
  );
}

function SignInLink() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const signOut = useAuthStore((state) => state.signOut);
  return signedIn ? (
    <Button variant="link" onClick={signOut}>
      {t('kit.harness.logout')}
    </Button>
  ) : (
    <Link to="/login">{t('kit.harness.login')}</Link>
  );
}

/** A harness's start page: a title above the remote's sections. */
export function HarnessHome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="sh-harness__title">{title}</h1>
      <div className="sh-harness__sections">{children}</div>
    </>
  );
}

/** What a harness shows for a path another app of the site owns. */
export function NotInThisRemote({ backTo }: { backTo: string }) {
  return (
    <p className="sh-harness__note">
      {t('kit.harness.otherApp')} <Link to="/">{t('kit.harness.backTo', { name: backTo })}</Link>
    </p>
  );
}
