export { TourTimesPage as default } from './components/tour-times-page';
