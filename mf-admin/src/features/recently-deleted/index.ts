export { RecentlyDeletedPage as default } from './components/recently-deleted-page';
