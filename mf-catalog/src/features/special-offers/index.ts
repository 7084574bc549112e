import { SpecialOffers } from './components/special-offers';

export default SpecialOffers;
