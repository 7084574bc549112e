import type { FieldError } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';
import { listItems } from '../../lib/text-lists';

/**
 * A catalog record's translated texts as its form holds them (the API's `translations`: catalog/translations.ts
 * there). Each translatable field gets one text input per language, `de.title`, `es.title`, beside the
 * English `title` the form already has; a list is entered as its English field is (one item a line, or
 * separated by commas) and sent as a JSON list. An empty text is a missing translation: the site shows the
 * English one.
 */

export type TranslatedLang = 'de' | 'es';
export type FormLanguage = 'en' | TranslatedLang;
export const TRANSLATED_LANGUAGES: readonly TranslatedLang[] = ['de', 'es'];
/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<FormLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

/** One translatable field: its English form value has the same name (`title`). */
export interface TranslatedField {
  name: string;
  /** As the form shows it, in the page's language (the fields are listed at render). */
  label: string;
  /** Characters: of the text, or of each item of a list. */
  max: number;
  /** A list: how its items are entered, and how many there may be. */
  list?: { separator: 'line' | 'comma'; maxItems: number };
  /** A long text: a text area. */
  long?: boolean;
}

export type TranslationKey = `${TranslatedLang}.${string}`;
/** The translations' form values: `de.title`, `es.features`... */
export type TranslationValues = Record<TranslationKey, string>;

/** A catalog read's query for the admin: the English texts with every translation and what each lacks. */
export const ALL_TRANSLATIONS = 'translations=all';

export const translationKey = (lang: TranslatedLang, field: string): TranslationKey =>
  `${lang}.${field}`;

type StoredTexts = Record<string, string | string[] | undefined>;
export type StoredTranslations = Partial<Record<TranslatedLang, StoredTexts>> | undefined;

function asText(field: TranslatedField, value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value.join(field.list?.separator === 'comma' ? ', ' : '\n');
  return value ?? '';
}

/** The form values of a record's stored translations (every key present, empty when missing). */
export function translationValues(
  stored: StoredTranslations,
  fields: readonly TranslatedField[],
): TranslationValues {
  const values = {} as TranslationValues;
  for (const lang of TRANSLATED_LANGUAGES) {
    for (const field of fields) {
      values[translationKey(lang, field.name)] = asText(field, stored?.[lang]?.[field.name]);
    }
  }
  return values;
}

/** The multipart `translations` field: every language's texts whole, JSON (empty ones left out). */
export function translationsPayload(
  values: TranslationValues,
  fields: readonly TranslatedField[],
): string {
  const payload: Partial<Record<TranslatedLang, Record<string, string | string[]>>> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const texts: Record<string, string | string[]> = {};
    for (const field of fields) {
      const text = values[translationKey(lang, field.name)]?.trim() ?? '';
      if (!text) continue;
      texts[field.name] = field.list ? listItems(text, field.list.separator) : text;
    }
    if (Object.keys(texts).length > 0) payload[lang] = texts;
  }
  return JSON.stringify(payload);
}

/** The server's limits, in its words, on each translated text (the first broken one per field). */
export function translationChecks(
  values: TranslationValues,
  fields: readonly TranslatedField[],
): (FieldError | null)[] {
  return TRANSLATED_LANGUAGES.flatMap((lang) =>
    fields.map((field): FieldError | null => {
      const key = translationKey(lang, field.name);
      const text = values[key]?.trim() ?? '';
      // In English as the API's messages say it ('Title in German must be at most 100 characters').
      const problem = (message: string) => ({ field: key, message });
      if (!field.list) {
        return text.length > field.max
          ? problem(t(`admin.translations.tooLong.${lang}`, { field: field.label, max: field.max }))
          : null;
      }
      const items = listItems(text, field.list.separator);
      if (items.length > field.list.maxItems)
        return problem(
          t(`admin.translations.tooMany.${lang}`, { field: field.label, max: field.list.maxItems }),
        );
      return items.some((item) => item.length > field.max)
        ? problem(
            t(`admin.translations.itemTooLong.${lang}`, { field: field.label, max: field.max }),
          )
        : null;
    }),
  );
}

/** The fields with an English text and none in `lang`, as the form holds them now. */
export function missingTranslations(
  values: Record<string, unknown>,
  lang: TranslatedLang,
  fields: readonly TranslatedField[],
): TranslatedField[] {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return fields.filter(
    (field) => filled(values[field.name]) && !filled(values[translationKey(lang, field.name)]),
  );
}

/** The language a form field belongs to: `de.title` is German, `title` English. */
export function languageOfField(name: string): FormLanguage {
  const [prefix] = name.split('.');
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(prefix ?? '') && name.includes('.')
    ? (prefix as TranslatedLang)
    : 'en';
}
