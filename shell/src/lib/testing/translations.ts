import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, DEFAULT_LANG } from '../i18n/languages';

type Compiled = ReturnType<typeof compileMessage>;

/** The placeholder names a compiled message fills (`{name}`, `{count, plural, ...}`), sorted. */
function placeholders(compiled: Compiled, into = new Set<string>()): Set<string> {
  if (typeof compiled === 'string') return into;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , options] = token as [string, string?, Record<string, Compiled>?];
    if (name !== '#' && typeof name === 'string') into.add(name);
    for (const branch of Object.values(options ?? {})) {
      if (typeof branch !== 'string' && !Array.isArray(branch)) continue;
      placeholders(branch, into);
    }
  }
  return into;
}

function readMessages(dir: string, lang: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;
}

/**
 * The problems of an app's message files in `dir` (`src/i18n`): an id missing from a language or extra in it
 * compared with English, an empty or malformed ICU message, a placeholder English has and a translation not
 * (or the other way). Empty when every language is complete: a missing translation fails the app's tests,
 * never ships as English by accident.
 */
export function translationProblems(dir: string): string[] {
  const problems: string[] = [];
  const english = readMessages(dir, DEFAULT_LANG);
  const compile = (lang: string, id: string, message: unknown): Compiled | undefined => {
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${lang}: "${id}" is empty or not a string`);
      return undefined;
    }
    try {
      return compileMessage(message);
    } catch (error) {
      problems.push(`${lang}: "${id}" is not valid ICU: ${(error as Error).message}`);
      return undefined;
    }
  };
  const englishPlaceholders = new Map<string, string>();
  for (const [id, message] of Object.entries(english)) {
    const compiled = compile(DEFAULT_LANG, id, message);
    if (compiled) englishPlaceholders.set(id, [...placeholders(compiled)].sort().join(', '));
  }
  for (const lang of LANGUAGES) {
    if (lang === DEFAULT_LANG) continue;
    const messages = readMessages(dir, lang);
    for (const id of Object.keys(english)) {
      if (!(id in messages)) problems.push(`${lang}: "${id}" is missing`);
    }
    for (const [id, message] of Object.entries(messages)) {
      if (!(id in english)) {
        problems.push(`${lang}: "${id}" is not in English`);
        continue;
      }
      const compiled = compile(lang, id, message);
      const expected = englishPlaceholders.get(id);
      const found = compiled && [...placeholders(compiled)].sort().join(', ');
      if (compiled && expected !== undefined && found !== expected) {
        problems.push(`${lang}: "${id}" fills {${found}}, English {${expected}}`);
      }
    }
  }
  return problems;
}
