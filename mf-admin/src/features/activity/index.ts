export { ActivityPage as default } from './components/activity-page';
