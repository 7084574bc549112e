import { useEffect, useState } from 'react';
import { currentLang, isLang, type Lang } from '@travel/shell/i18n';

export const DISMISSED_KEY = 'travel.languageSuggestion';

/** The first of the browser's preferred languages the site speaks, when it is not the page's. */
function suggestedLanguage(current: Lang): Lang | undefined {
  if (window.localStorage.getItem(DISMISSED_KEY)) return undefined;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (isLang(lang)) return lang === current ? undefined : lang;
  }
  return undefined;
}

/**
 * How long after the page has hydrated the offer waits, then for a moment the browser is idle: the page's own
 * first seconds (its reads, a form coming to life, a phone's slow main thread) come before a suggestion, and
 * its code, its stylesheet and a bar over the bottom of the page do not compete with them.
 */
export const OFFER_DELAY_MS = 2000;
const IDLE_TIMEOUT_MS = 2000;

/**
 * The language to offer this visitor, decided in the browser once the page has hydrated and settled (it
 * depends on their browser, never on the page: the server and the hydrating render both show none). The
 * offer's own code loads only then, and only when there is one.
 */
export function useSuggestedLanguage(): [Lang | undefined, () => void] {
  const [settled, setSettled] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => setSettled(true), { timeout: IDLE_TIMEOUT_MS });
      else setSettled(true);
    }, OFFER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  const lang = settled && !done ? suggestedLanguage(currentLang()) : undefined;
  return [lang, () => setDone(true)];
}
