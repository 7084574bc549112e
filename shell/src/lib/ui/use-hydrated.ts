import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true from then on
 * (and at once in a page rendered in the browser alone). What depends on the visitor (signed in or not) shows
 * only once this is true, so it is never in shared, cached HTML and hydration matches the server's markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
