export { LANGUAGES, type Lang, isLang, requestLanguage } from './request-language';
