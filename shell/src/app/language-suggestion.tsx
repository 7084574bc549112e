import { useEffect, useState } from 'react';
import { i18nFor, LANGUAGE_NAMES, type Lang } from '@travel/shell/i18n';
import { DISMISSED_KEY } from './suggested-language';
import { useAddressIn } from './language-switcher';
import { shellMessages } from './shell-messages';
import './language-suggestion.css';

/**
 * On a first visit, offers the page in the browser's language when the site has it, written in that
 * language. Never a redirect: a crawler, or a visitor who chose this language, stays where they are; once
 * dismissed (or followed), it is not offered again.
 */
export default function LanguageSuggestion({ lang, onDone }: { lang: Lang; onDone: () => void }) {
  const addressIn = useAddressIn();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    // Its own words come with its messages, loaded only for this.
    void shellMessages.load(lang).then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [lang]);
  if (!ready) return null;
  const say = (id: string) => i18nFor(lang)._(id, { language: LANGUAGE_NAMES[lang] });
  const dismiss = () => {
    window.localStorage.setItem(DISMISSED_KEY, lang);
    onDone();
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
