export { OverviewPage as default } from './components/overview-page';
