import { IntlMessageFormat } from 'intl-messageformat';
import { Lang } from './languages';
import { en } from './messages/en';
import { MessageKey, MessageValues, t } from './translate';

/**
 * The API's sentences a visitor can meet (errors and answers), found by their English text so that no throw
 * site needs to know about languages: the exceptions filter and the answers' interceptor translate what they
 * send. A sentence with a varying part (`Only {left} tickets left for this time`) is matched as a pattern and
 * its parts carried over as they are.
 */
interface Pattern {
  key: MessageKey;
  names: string[];
  match: RegExp;
}

const exact = new Map<string, MessageKey>();
const patterns: Pattern[] = [];

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

for (const key of Object.keys(en) as MessageKey[]) {
  if (!key.startsWith('error.') && !key.startsWith('message.')) continue;
  const names: string[] = [];
  // Each value becomes a marker the English text is then cut at: quoting and escapes resolved as ICU does.
  const marked = String(
    new IntlMessageFormat(en[key], 'en-US', undefined, { ignoreTag: true }).format(
      new Proxy(
        {},
        {
          get: (_target, name) => {
            names.push(String(name));
            return `\uE000${names.length - 1}\uE000`;
          },
          has: () => true,
        },
      ),
    ),
  );
  if (!names.length) {
    exact.set(marked, key);
    continue;
  }
  const source = marked
    .split(/\uE000\d+\uE000/)
    .map((part) => part.replace(ESCAPE, '\\$&'))
    .join('(.+?)');
  patterns.push({ key, names, match: new RegExp(`^${source}$`) });
}

/** The message key of an English sentence, with its varying parts; null for a sentence not catalogued. */
export function messageKeyOf(english: string): { key: MessageKey; values?: MessageValues } | null {
  const key = exact.get(english);
  if (key) return { key };
  for (const pattern of patterns) {
    const found = pattern.match.exec(english);
    if (found) {
      const values = Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1] ?? '']));
      return { key: pattern.key, values };
    }
  }
  return null;
}

/**
 * An English sentence of the API in `lang`: English is answered as it is, as is a sentence the catalogue
 * does not know (an admin's own words, a field name).
 */
export function translateMessage(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  const found = messageKeyOf(english);
  return found ? t(lang, found.key, found.values) : english;
}

/** An error body in `lang`: its sentence and each field's, its `code` untouched. */
export function translateErrorBody<B extends { message: string; errors?: { message: string }[] }>(
  body: B,
  lang: Lang,
): B {
  if (lang === 'en') return body;
  return {
    ...body,
    message: translateMessage(lang, body.message),
    ...(body.errors && {
      errors: body.errors.map((error) => ({
        ...error,
        message: translateMessage(lang, error.message),
      })),
    }),
  };
}
