export { PromoCodesPage as default } from './components/promo-codes-page';
