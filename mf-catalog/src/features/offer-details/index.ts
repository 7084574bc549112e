import { OfferDetailsPage } from './components/offer-details-page';

export default OfferDetailsPage;
