import { LANGUAGES, Lang } from '../common/i18n';
import { readTextList } from './form-fields';

/**
 * Translated catalog texts. A record keeps its default-language (English) fields as they always were and,
 * beside them, `translations: { de?: { title: '...' }, es?: {...} }` with the same field names. Public
 * reads serve each field in the request's language when it has a translation, in English otherwise, and
 * name those in `untranslated`; the admin reads and writes `translations` whole.
 */

/** The languages a record's texts are translated into: every language but the default. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (lang): lang is Exclude<Lang, 'en'> => lang !== LANGUAGES[0],
);
export type TranslatedLang = (typeof TRANSLATED_LANGUAGES)[number];

const LANGUAGE_NAMES: Record<TranslatedLang, string> = { de: 'German', es: 'Spanish' };

/** How one translatable field is checked: the same limits as its default-language field. */
export type TextRule =
  | { kind: 'text'; label: string; max: number }
  | { kind: 'list'; label: string; maxItems: number; maxEach: number };

/** A domain's translatable fields (visitors read them as prose; names of places and hotels stay as they are). */
export type TranslatableFields = Record<string, TextRule>;

export const text = (label: string, max: number): TextRule => ({ kind: 'text', label, max });
export const list = (label: string, maxItems: number, maxEach: number): TextRule => ({
  kind: 'list',
  label,
  maxItems,
  maxEach,
});

export type TranslatedText = string | string[];
export type Translations = Partial<Record<TranslatedLang, Record<string, TranslatedText>>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** One value as the form sends it: text trimmed; a list as a JSON array or comma-separated text. */
function normalizedValue(rule: TextRule, value: unknown): unknown {
  if (rule.kind === 'text') return typeof value === 'string' ? value.trim() : value;
  let items: unknown = value;
  if (typeof value === 'string') {
    try {
      items = readTextList(value);
    } catch {
      return value; // the validator names the field
    }
  }
  if (!Array.isArray(items)) return items;
  return items
    .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
}

/**
 * The translations as stored: known languages and fields, values trimmed, empty ones left out (an empty
 * translation is a missing one). Shapes it cannot read are left for `translationsError` to name.
 */
export function normalizedTranslations(value: unknown, fields: TranslatableFields): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [lang, texts] of Object.entries(value)) {
    if (!isPlainObject(texts)) {
      result[lang] = texts;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [field, raw] of Object.entries(texts)) {
      const rule = fields[field];
      const normalized = rule ? normalizedValue(rule, raw) : raw;
      if (!isEmpty(normalized)) kept[field] = normalized;
    }
    if (Object.keys(kept).length > 0) result[lang] = kept;
  }
  return result;
}

function valueError(rule: TextRule, value: unknown, name: string): string | null {
  if (rule.kind === 'text') {
    if (typeof value !== 'string') return `${name} must be text`;
    if (value.length > rule.max) return `${name} must be at most ${rule.max} characters`;
    return null;
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    return `${name} must be a list of text`;
  if (value.length > rule.maxItems) return `${name} may have at most ${rule.maxItems} items`;
  if ((value as string[]).some((item) => item.length > rule.maxEach))
    return `Each item of ${name} must be at most ${rule.maxEach} characters`;
  return null;
}

/** Why normalized `value` is not a record's translations, or null when it is (absent: none, fine). */
export function translationsError(value: unknown, fields: TranslatableFields): string | null {
  if (value === undefined || value === null) return null;
  const languages = TRANSLATED_LANGUAGES.join(' and ');
  if (!isPlainObject(value))
    return `Translations must be an object of languages (${languages}), each of fields and their texts`;
  for (const [lang, texts] of Object.entries(value)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(lang))
      return `Translations are for ${languages} only, not ${JSON.stringify(lang)}`;
    const language = LANGUAGE_NAMES[lang as TranslatedLang];
    if (!isPlainObject(texts)) return `${language} translations must be an object of fields`;
    for (const [field, translated] of Object.entries(texts)) {
      const rule = fields[field];
      if (!rule)
        return `${JSON.stringify(field)} has no translations; translated fields: ${Object.keys(fields).join(', ')}`;
      const error = valueError(rule, translated, `${rule.label} in ${language}`);
      if (error) return error;
    }
  }
  return null;
}

type PlainRecord = Record<string, unknown> & { translations?: Translations };

/** The record as visitors read it in `lang`: each field translated when it can be, and which are not. */
export function localized(
  record: PlainRecord,
  lang: Lang,
  fields: TranslatableFields,
): Record<string, unknown> & { untranslated: string[] } {
  const { translations, ...base } = record;
  const texts = lang === LANGUAGES[0] ? undefined : translations?.[lang as TranslatedLang];
  const untranslated: string[] = [];
  if (lang !== LANGUAGES[0]) {
    for (const field of Object.keys(fields)) {
      if (isEmpty(base[field])) continue; // nothing to read in any language
      const translated = texts?.[field];
      if (isEmpty(translated)) untranslated.push(field);
      else base[field] = translated;
    }
  }
  return { ...base, untranslated };
}

/** Per language, the fields with an English text and no translation: what the admin still has to enter. */
export function missingTranslations(
  record: PlainRecord,
  fields: TranslatableFields,
): Record<TranslatedLang, string[]> {
  const missing = {} as Record<TranslatedLang, string[]>;
  for (const lang of TRANSLATED_LANGUAGES) {
    missing[lang] = Object.keys(fields).filter(
      (field) => !isEmpty(record[field]) && isEmpty(record.translations?.[lang]?.[field]),
    );
  }
  return missing;
}

/** The record with its translations whole and what each language lacks, as the admin reads it. */
export function withAllTranslations(
  record: PlainRecord,
  fields: TranslatableFields,
): Record<string, unknown> {
  return {
    ...record,
    translations: record.translations ?? {},
    missingTranslations: missingTranslations(record, fields),
  };
}
