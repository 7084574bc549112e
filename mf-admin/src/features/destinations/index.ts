export { DestinationsPage as default } from './components/destinations-page';
