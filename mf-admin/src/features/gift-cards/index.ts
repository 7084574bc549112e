export { GiftCardsPage as default } from './components/gift-cards-page';
