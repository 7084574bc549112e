export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALES,
  type Lang,
  type LanguageRequest,
  type LanguageRequest as LanguageSource,
  isLang,
  langOf,
  requestLanguage,
} from './languages';
