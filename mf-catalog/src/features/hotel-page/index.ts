import { HotelPage } from './components/hotel-page';

export default HotelPage;
