import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@travel/shell/router';
import {
  currentLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathInLanguage,
  t,
  type Lang,
} from '@travel/shell/i18n';

// Loaded when the menu first opens: most visitors never pick a currency.
const CurrencyChoice = lazy(() => import('./currency-choice'));

/** The same page in `lang`: the path (without the router's language prefix), query and fragment. */
export function useAddressIn(): (lang: Lang) => string {
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
  const menu = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated (the disclosure works without its code): no toggle event reached React.
  useEffect(() => {
    if (menu.current?.open) setOpen(true);
  }, []);
  return (
    <li className="sh-lang">
      <details
        ref={menu}
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
          {open && (
            <Suspense fallback={null}>
              <CurrencyChoice />
            </Suspense>
          )}
        </div>
      </details>
    </li>
  );
}
