export { HotelsPage as default } from './components/hotels-page';
