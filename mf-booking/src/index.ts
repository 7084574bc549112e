// The async boundary lets federation negotiate shared singletons before React loads.
void import('./bootstrap');
