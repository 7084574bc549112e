import { RemoteModule } from '@travel/shell/remotes';
import { useLocation } from '@travel/shell/router';
import type { NoticeState } from '@travel/shell/paths';
import { AboutSection } from './about-section';
import { Partners } from './partners';
import { NearViewport, Reveal, usePageMeta } from '@travel/shell/ui';

const HOME_META = {
  title: 'Travel & Tours',
  description:
    'One-day tours, hand-picked hotels and special offers around the world: search a destination, compare prices and book online.',
};

/**
 * Home. For an unknown path (spec 2: "any unknown path" shows Home) it first says the page was not found,
 * with its own title, so the visitor knows the link was wrong rather than landing silently.
 */
export function HomePage({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const notice = notFound
    ? {
        title: 'Page not found',
        text: `There is no page at ${location.pathname}. Perhaps the link is old or mistyped: here is our home page instead.`,
      }
    : (location.state as NoticeState | null)?.notice;
  usePageMeta(
    notFound
      ? { title: 'Page not found', description: 'This page does not exist; here is our home page.' }
      : HOME_META,
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
          <h1 id="sh-hero-title">Discover your next journey</h1>
          <p>One-day tours, hand-picked hotels and special offers around the world.</p>
          <div className="sh-home__search">
            <RemoteModule remote="catalog" module="HomeSearch" label="Search" />
          </div>
        </div>
      </section>
      <div className="sh-page">
        <div className="sh-home__popular">
          <RemoteModule
            remote="catalog"
            module="PopularDestinations"
            label="Popular destinations"
          />
        </div>
        {/* Below the first screen: loaded as the visitor scrolls towards them (page-preload.ts). */}
        <NearViewport className="sh-home__offers">
          <RemoteModule remote="catalog" module="SpecialOffers" label="Special offers" />
        </NearViewport>
        <Reveal>
          <AboutSection />
        </Reveal>
        <NearViewport className="sh-home__blog">
          <RemoteModule remote="blog" module="BlogList" label="Blog" />
        </NearViewport>
        <NearViewport className="sh-home__partners">
          <Partners />
        </NearViewport>
      </div>
    </div>
  );
}
