import { useEffect, useState } from 'react';
import { useLocation } from '@travel/shell/router';
import {
  currentLang,
  i18nFor,
  isLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathInLanguage,
  t,
  type Lang,
} from '@travel/shell/i18n';
import { shellMessages } from './shell-messages';

/** The same page in `lang`: the path (without the router's language prefix), query and fragment. */
function useAddressIn(): (lang: Lang) => string {
  const { pathname, search, hash } = useLocation();
  return (lang) => `${pathInLanguage(pathname, lang)}${search}${hash}`;
}

/**
 * The navbar's language links: the same page in each language. Plain links, not the router's: each
 * language is its own address (its own prefix, its own server-rendered page), so switching loads it.
 */
export function LanguageSwitcher() {
  const current = currentLang();
  const addressIn = useAddressIn();
  return (
    <li className="sh-lang">
      <ul className="sh-lang__list" aria-label={t('shell.lang.label')}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            {lang === current ? (
              <span className="sh-lang__item is-current" aria-current="true" lang={lang}>
                <span aria-hidden="true">{lang.toUpperCase()}</span>
                <span className="sh-visually-hidden">{LANGUAGE_NAMES[lang]}</span>
              </span>
            ) : (
              <a className="sh-lang__item" href={addressIn(lang)} hrefLang={lang} lang={lang}>
                <span aria-hidden="true">{lang.toUpperCase()}</span>
                <span className="sh-visually-hidden">{LANGUAGE_NAMES[lang]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

const DISMISSED_KEY = 'travel.languageSuggestion';

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
 * On a first visit, offers the page in the browser's language when the site has it, written in that
 * language. Never a redirect: a crawler, or a visitor who chose this language, stays where they are; once
 * dismissed (or followed), it is not offered again.
 */
export function LanguageSuggestion() {
  const addressIn = useAddressIn();
  const [lang, setLang] = useState<Lang>();
  useEffect(() => {
    const suggested = suggestedLanguage(currentLang());
    if (!suggested) return;
    let mounted = true;
    // Its own words come with its messages, loaded only for this.
    void shellMessages.load(suggested).then(() => mounted && setLang(suggested));
    return () => {
      mounted = false;
    };
  }, []);
  if (!lang) return null;
  const say = (id: string) => i18nFor(lang)._(id, { language: LANGUAGE_NAMES[lang] });
  const dismiss = () => {
    window.localStorage.setItem(DISMISSED_KEY, lang);
    setLang(undefined);
  };
  return (
    <aside
      className="sh-lang-suggestion"
      lang={lang}
      aria-label={i18nFor(lang)._('shell.lang.label')}
    >
      <p>{say('shell.lang.suggest')}</p>
      <a href={addressIn(lang)} hrefLang={lang} onClick={dismiss}>
        {say('shell.lang.switch')}
      </a>
      <button type="button" onClick={dismiss}>
        {say('shell.lang.dismiss')}
      </button>
    </aside>
  );
}
