// Async boundary: shared singletons (react, @travel/shell/*) are negotiated before any of them runs.
void import('./bootstrap');
