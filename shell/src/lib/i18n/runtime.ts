import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';

export type { Messages };

/**
 * One Lingui instance per language, shared by every app through this module (a federation singleton):
 * each app loads its own messages into them. An instance per language rather than one switched instance,
 * because the render server renders pages of several languages at the same time.
 */
const instances = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, setupI18n({ locale: lang, messages: { [lang]: {} } })]),
) as Record<Lang, I18n>;

/**
 * Where the language of the moment comes from: in the browser, the page's (fixed for the page's life: a
 * switch is a navigation to the other prefix); on the render server, the request's (its async context).
 */
let languageSource: () => Lang = () => DEFAULT_LANG;

export function setLanguageSource(source: () => Lang): void {
  languageSource = source;
}

/** The language being rendered. */
export function currentLang(): Lang {
  return languageSource();
}

export function i18nFor(lang: Lang): I18n {
  return instances[lang];
}

export type MessageValues = Record<string, unknown>;

/**
 * The message `id` in the current language, ICU placeholders and plurals filled from `values`:
 * `t('booking.seatsLeft', { count: 2 })`. Every id exists in every language (a test compares the files).
 */
export function t(id: string, values?: MessageValues): string {
  return instances[languageSource()]._(id, values);
}

/** A loader of one app's messages: `(lang) => import(`./${lang}.json`)`, a chunk per language. */
export type MessagesLoader = (lang: Lang) => Promise<{ default: Messages }>;

export interface AppMessages {
  /** Loads the app's messages of `lang` once; later calls resolve at once. */
  load(lang: Lang): Promise<void>;
  /** Loads them synchronously (tests, and a remote's harness in English). */
  use(lang: Lang, messages: Messages): void;
}

/** Declares an app's messages; its exposed modules export `load` as `loadMessages` (see the remotes kit). */
export function defineMessages(loader: MessagesLoader): AppMessages {
  const loads = new Map<Lang, Promise<void>>();
  const use = (lang: Lang, messages: Messages) => instances[lang].load(lang, messages);
  return {
    use,
    load(lang) {
      let pending = loads.get(lang);
      if (!pending) {
        pending = loader(lang).then((module) => use(lang, module.default));
        // A failed load (a network blip) is tried again on the next call.
        pending.catch(() => loads.delete(lang));
        loads.set(lang, pending);
      }
      return pending;
    },
  };
}
