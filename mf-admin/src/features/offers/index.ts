export { OffersPage as default } from './components/offers-page';
