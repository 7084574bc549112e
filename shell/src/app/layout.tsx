import { Outlet, ScrollRestoration } from '@travel/shell/router';
import { Toaster } from '@travel/shell/ui';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { useSessionCheck } from './session-check';
import { lazy, Suspense } from 'react';
import { useSuggestedLanguage } from './suggested-language';

// In a chunk of its own, loaded only for a visitor it has something to offer (useSuggestedLanguage).
const LanguageSuggestion = lazy(() => import('./language-suggestion'));
import { t } from '@travel/shell/i18n';

export function Layout() {
  useSessionCheck();
  const [suggested, suggestionDone] = useSuggestedLanguage();
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
      {suggested && (
        <Suspense fallback={null}>
          <LanguageSuggestion lang={suggested} onDone={suggestionDone} />
        </Suspense>
      )}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
