import { t } from '@travel/shell/i18n';
import { Route, Routes } from '@travel/shell/router';
import { HarnessHome, HarnessLayout, HarnessRouter, NotInThisRemote } from '@travel/shell/harness';
import HomeSearch from '../features/home-search';
import PopularDestinations from '../features/popular-destinations';
import SpecialOffers from '../features/special-offers';
import DestinationPage from '../features/destination-page';
import HotelPage from '../features/hotel-page';
import OfferDetailsPage from '../features/offer-details';
import SearchPage from '../features/search-page';

/** The catalog's pages on their own, for `npm run dev -w mf-catalog` (the shell composes them on the site). */
export function Harness() {
  const links = [
    { to: '/', text: t('catalog.harness.home') },
    { to: '/destination', text: t('catalog.harness.destination') },
    { to: '/hotel', text: t('catalog.harness.hotels') },
  ];
  return (
    <HarnessRouter>
      <HarnessLayout label={t('catalog.harness.label')} links={links}>
        <Routes>
          <Route
            path="/"
            element={
              <HarnessHome title={t('catalog.harness.title')}>
                <HomeSearch />
                <PopularDestinations />
                <SpecialOffers />
              </HarnessHome>
            }
          />
          <Route path="/destination" element={<DestinationPage />} />
          <Route path="/hotel" element={<HotelPage />} />
          <Route path="/OfferDetails/:id" element={<OfferDetailsPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<NotInThisRemote backTo={t('catalog.harness.backTo')} />} />
        </Routes>
      </HarnessLayout>
    </HarnessRouter>
  );
}
