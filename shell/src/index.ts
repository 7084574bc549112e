import { startFirstLoads } from './app/first-loads';

// Nothing shared is imported above: the first requests start before React has even been fetched.
void startFirstLoads();
// Async boundary: shared singletons are negotiated before any React code runs.
void import('./bootstrap');
