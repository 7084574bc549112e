import { RemoteModule } from '@travel/shell/remotes';
import { AboutSection } from './about-section';
import { Partners } from './partners';
import { NearViewport, usePageMeta } from '@travel/shell/ui';

export function HomePage() {
  usePageMeta({
    title: 'Travel & Tours',
    description:
      'One-day tours, hand-picked hotels and special offers around the world: search a destination, compare prices and book online.',
  });
  return (
    <div className="sh-home">
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
        <AboutSection />
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
