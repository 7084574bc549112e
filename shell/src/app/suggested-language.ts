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
 * The language to offer this visitor, decided once the page has hydrated (it depends on their browser, never
 * on the page): the offer's own code loads only then, and only when there is one.
 */
export function useSuggestedLanguage(): [Lang | undefined, () => void] {
  const [lang, setLang] = useState<Lang>();
  useEffect(() => setLang(suggestedLanguage(currentLang())), []);
  return [lang, () => setLang(undefined)];
}
