import webpackPreset from '@travel/shell/webpack';

const { createFederatedConfig } = webpackPreset;

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  port: 8081,
  title: 'Catalog',
  // Public contract of this remote: the shell mounts these names, so renaming one is a breaking change.
  exposes: {
    './HomeSearch': './src/features/home-search/index.ts',
    './PopularDestinations': './src/features/popular-destinations/index.ts',
    './SpecialOffers': './src/features/special-offers/index.ts',
    './DestinationPage': './src/features/destination-page/index.ts',
    './HotelPage': './src/features/hotel-page/index.ts',
    './OfferDetailsPage': './src/features/offer-details/index.ts',
    './SearchPage': './src/features/search-page/index.ts',
  },
});
