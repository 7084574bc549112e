export { CurrenciesPage as default } from './components/currencies-page';
