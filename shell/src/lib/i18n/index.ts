// The site's languages and its one i18n runtime (Lingui, ICU MessageFormat), shared as a federation
// singleton so that every app renders in the page's language. Each app owns its messages
// (src/i18n/<lang>.json, a chunk per language) and declares them with `defineMessages`.
export {
  DEFAULT_LANG,
  fallbackLang,
  LANGUAGES,
  LANGUAGE_NAMES,
  LOCALES,
  isLang,
  languageBase,
  pathInLanguage,
  splitLanguagePath,
  type Lang,
} from './languages';
export {
  currentLang,
  defineMessages,
  i18nFor,
  setLanguageSource,
  t,
  type AppMessages,
  type MessageValues,
  type Messages,
  type MessagesLoader,
} from './runtime';
export { formatCurrency, formatDate, formatNumber } from './format';
export { kitMessages } from './kit-messages';
export {
  CURRENCY_COOKIE,
  currencyFromCookie,
  displayCurrency,
  pickCurrency,
  rememberCurrency,
  setCurrencySource,
  type CurrencyList,
  type DisplayCurrency,
} from './currency';
