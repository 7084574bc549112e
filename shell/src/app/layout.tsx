import { Outlet, ScrollRestoration } from '@travel/shell/router';
import { Toaster } from '@travel/shell/ui';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { useSessionCheck } from './session-check';
import { LanguageSuggestion } from './language-switcher';
import { t } from '@travel/shell/i18n';

export function Layout() {
  useSessionCheck();
  return (
    <>
      <a className="sh-skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="sh-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LanguageSuggestion />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
