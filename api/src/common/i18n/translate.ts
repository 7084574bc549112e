import { IntlMessageFormat } from 'intl-messageformat';
import { Lang, LOCALES } from './languages';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';

export type MessageKey = keyof typeof en;
/** A language's catalogue: exactly English's keys (a missing or extra key fails to compile and messages.spec). */
export type Catalogue = Record<MessageKey, string>;

export const CATALOGUES: Record<Lang, Catalogue> = { en, de, es };

export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

function format(lang: Lang, key: MessageKey): IntlMessageFormat {
  const id = `${lang}\u0000${key}`;
  let message = compiled.get(id);
  if (!message) {
    // Tags are not markup here: a mail's text may hold any character.
    message = new IntlMessageFormat(CATALOGUES[lang][key], LOCALES[lang], undefined, {
      ignoreTag: true,
    });
    compiled.set(id, message);
  }
  return message;
}

/** The text of `key` in `lang`, its values filled in (numbers formatted for the language). */
export function t(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return String(format(lang, key).format(values));
}

/** A translator bound to one language, for a template that writes many lines. */
export function translator(lang: Lang): (key: MessageKey, values?: MessageValues) => string {
  return (key, values) => t(lang, key, values);
}
