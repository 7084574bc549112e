import { DestinationPage } from './components/destination-page';

export default DestinationPage;
