import { useEffect, useState } from 'react';
import { useLocation } from '@travel/shell/router';
import { useApiGet } from '@travel/shell/data';
import {
  currentLang,
  displayCurrency,
  rememberCurrency,
  type CurrencyList,
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
 * The navbar's language menu: the same page in each language, behind one compact toggle (a disclosure that
 * works before the page's code has run). Plain links, not the router's: each language is its own address (its
 * own prefix, its own server-rendered page), so switching loads it.
 */
export function LanguageSwitcher() {
  const current = currentLang();
  const addressIn = useAddressIn();
  const [open, setOpen] = useState(false);
  return (
    <li className="sh-lang">
      <details
        className="sh-lang__menu"
        onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary className="sh-lang__toggle">
          <span className="sh-visually-hidden">{t('shell.lang.label')}: </span>
          {current.toUpperCase()}
        </summary>
        <div className="sh-lang__panel">
          <ul className="sh-lang__list" aria-label={t('shell.lang.label')}>
            {LANGUAGES.map((lang) => (
              <li key={lang}>
                <a
                  className="sh-lang__item"
                  href={addressIn(lang)}
                  hrefLang={lang}
                  lang={lang}
                  aria-current={lang === current ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[lang]}
                </a>
              </li>
            ))}
          </ul>
          {open && <CurrencyChoice />}
        </div>
      </details>
    </li>
  );
}

/**
 * The display currencies the admin keeps, read when the menu first opens: a choice is remembered (a cookie)
 * and the page loads again with its prices converted. Nothing shows while the site has only its own.
 */
function CurrencyChoice() {
  const read = useApiGet<CurrencyList>('/api/currencies');
  const data = read.status === 'success' ? read.data : null;
  if (!data || data.currencies.length === 0) return null;
  const shown = displayCurrency()?.code ?? data.base;
  const choose = (code: string) => {
    rememberCurrency(code === data.base ? null : code);
    window.location.reload();
  };
  const codes = [data.base, ...data.currencies.map((currency) => currency.code)];
  return (
    <fieldset className="sh-currency">
      <legend>{t('shell.currency.label')}</legend>
      {[...new Set(codes)].map((code) => (
        <button
          key={code}
          type="button"
          className="sh-currency__item"
          aria-pressed={code === shown}
          onClick={() => choose(code)}
        >
          {code}
        </button>
      ))}
      <p className="sh-currency__note">{t('shell.currency.note', { base: data.base })}</p>
    </fieldset>
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
