export { TranslatedFields, type TranslatableForm } from './translated-fields';
export { translationsColumn } from './translations-column';
export {
  ALL_TRANSLATIONS,
  translationValues,
  translationsPayload,
  translationChecks,
  type TranslatedField,
  type TranslationValues,
  type StoredTranslations,
} from './translated-texts';
