import { BrowserRouter, Route, Routes } from '@travel/shell/router';
import { HarnessHome, HarnessLayout, NotInThisRemote } from '@travel/shell/harness';
import HomeSearch from '../features/home-search';
import PopularDestinations from '../features/popular-destinations';
import SpecialOffers from '../features/special-offers';
import DestinationPage from '../features/destination-page';
import HotelPage from '../features/hotel-page';
import OfferDetailsPage from '../features/offer-details';
import SearchPage from '../features/search-page';

const links = [
  { to: '/', text: 'Home' },
  { to: '/destination', text: 'Destination' },
  { to: '/hotel', text: 'Hotels' },
];

/** The catalog's pages on their own, for `npm run dev -w mf-catalog` (the shell composes them on the site). */
export function Harness() {
  return (
    <BrowserRouter>
      <HarnessLayout label="Catalog pages" links={links}>
        <Routes>
          <Route
            path="/"
            element={
              <HarnessHome title="Catalog">
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
          <Route path="*" element={<NotInThisRemote backTo="the catalog" />} />
        </Routes>
      </HarnessLayout>
    </BrowserRouter>
  );
}
