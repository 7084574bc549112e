export { ResellersPage as default } from './components/resellers-page';
