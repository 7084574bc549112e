import { t } from '@travel/shell/i18n';
import { RemoteModule } from '@travel/shell/remotes';
import { useLocation } from '@travel/shell/router';
import type { NoticeState } from '@travel/shell/paths';
import { lazy, Suspense } from 'react';
import { AboutSection } from './about-section';
import { NearViewport, Reveal, usePageMeta } from '@travel/shell/ui';

// The last section, never rendered on the server (NearViewport): its code waits until the visitor nears it.
const Partners = lazy(() => import('./partners').then(({ Partners }) => ({ default: Partners })));

/**
 * Home. For an unknown path (spec 2: "any unknown path" shows Home) it first says the page was not found,
 * with its own title, so the visitor knows the link was wrong rather than landing silently.
 */
export function HomePage({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const notice = notFound
    ? {
        title: t('shell.notFound.title'),
        text: t('shell.notFound.text', { path: location.pathname }),
      }
    : (location.state as NoticeState | null)?.notice;
  usePageMeta(
    notFound
      ? { title: t('shell.notFound.title'), description: t('shell.notFound.description') }
      : { title: t('shell.siteName'), description: t('shell.home.description') },
  );
  return (
    <div className="sh-home">
      {notice ? (
        <div className="sh-page">
          <section className="sh-not-found" role="status" aria-labelledby="sh-notice-title">
            <h2 id="sh-notice-title">{notice.title}</h2>
            <p>{notice.text}</p>
          </section>
        </div>
      ) : null}
      <section className="sh-hero" aria-labelledby="sh-hero-title">
        <div className="sh-hero__content">
          <h1 id="sh-hero-title">{t('shell.home.title')}</h1>
          <p>{t('shell.home.lead')}</p>
          <div className="sh-home__search">
            <RemoteModule remote="catalog" module="HomeSearch" label={t('shell.home.search')} />
          </div>
        </div>
      </section>
      <div className="sh-page">
        <div className="sh-home__popular">
          <RemoteModule
            remote="catalog"
            module="PopularDestinations"
            label={t('shell.home.popular')}
          />
        </div>
        {/* Below the first screen: loaded as the visitor scrolls towards them (page-preload.ts). */}
        <NearViewport className="sh-home__offers">
          <RemoteModule remote="catalog" module="SpecialOffers" label={t('shell.home.offers')} />
        </NearViewport>
        <Reveal>
          <AboutSection />
        </Reveal>
        <NearViewport className="sh-home__blog">
          <RemoteModule remote="blog" module="BlogList" label={t('shell.nav.blog')} />
        </NearViewport>
        <NearViewport className="sh-home__partners">
          <Suspense fallback={null}>
            <Partners />
          </Suspense>
        </NearViewport>
      </div>
    </div>
  );
}
