import { startFirstLoads } from './app/first-loads';

// Nothing shared is imported above: the first requests start before React has even been fetched.
void startFirstLoads();
// Async boundary: shared singletons are negotiated before any React code runs. In a task of its own: this
// file's evaluation (the federation runtime's set-up) is long enough without the negotiation.
setTimeout(() => void import('./bootstrap'), 0);
