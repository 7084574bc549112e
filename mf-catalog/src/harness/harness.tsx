import { BrowserRouter, Link, Route, Routes } from '@travel/shell/router';
import { Toaster } from '@travel/shell/ui';
import HomeSearch from '../features/home-search';
import PopularDestinations from '../features/popular-destinations';
import SpecialOffers from '../features/special-offers';
import DestinationPage from '../features/destination-page';
import HotelPage from '../features/hotel-page';
import OfferDetailsPage from '../features/offer-details';
import './harness.css';

function HarnessHome() {
  return (
    <>
      <h1 className="cat-harness__title">Catalog</h1>
      <div className="cat-harness__sections">
        <HomeSearch />
        <PopularDestinations />
        <SpecialOffers />
      </div>
    </>
  );
}

function NotInThisRemote() {
  return (
    <p className="cat-harness__note">
      This page belongs to another app of the site. <Link to="/">Back to the catalog</Link>
    </p>
  );
}

/** The catalog's pages on their own, for `npm run dev -w mf-catalog` (the shell composes them on the site). */
export function Harness() {
  return (
    <BrowserRouter>
      <header className="cat-harness__header">
        <nav aria-label="Catalog pages">
          <Link to="/">Home</Link>
          <Link to="/destination">Destination</Link>
          <Link to="/hotel">Hotels</Link>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<HarnessHome />} />
          <Route path="/destination" element={<DestinationPage />} />
          <Route path="/hotel" element={<HotelPage />} />
          <Route path="/OfferDetails/:id" element={<OfferDetailsPage />} />
          <Route path="*" element={<NotInThisRemote />} />
        </Routes>
      </main>
      <Toaster />
    </BrowserRouter>
  );
}
