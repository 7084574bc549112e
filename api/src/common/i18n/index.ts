export {
  LANGUAGES,
  type Lang,
  type LanguageSource,
  isLang,
  requestLanguage,
} from './request-language';
