import { PopularDestinations } from './components/popular-destinations';

export default PopularDestinations;
