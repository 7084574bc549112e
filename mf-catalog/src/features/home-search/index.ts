import { HomeSearch } from './components/home-search';

export default HomeSearch;
export type { RecentSearch } from './hooks/use-recent-searches';
