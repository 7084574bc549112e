export { WaitlistPage as default } from './components/waitlist-page';
