import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * Names and addresses that look like someone else's. The rules follow Unicode's security mechanisms
 * (UTS #39) the way browsers apply them to domain names and GitHub, Discord or Google to handles:
 *
 * - NFKC first: fullwidth `ａｎｎ` and `ann` are one text to a reader, so they are one text here; the form
 *   stored and compared is the plain one.
 * - Characters nobody sees are refused outright, never silently dropped (dropping would make two different
 *   requests one account): controls (NUL...), format characters (zero-width space and joiners, the
 *   byte-order mark, the bidi overrides and isolates that reverse what follows), line and paragraph
 *   separators, private-use and unassigned code points.
 * - One alphabet per name and per part of an address: UTS #39's "highly restrictive" level, which is what
 *   Chrome and Firefox require before they show an internationalised domain in its letters. `Аdmin` with a
 *   Cyrillic А is refused; Анна, 山田たろう (Han with kana) and Latin names with accents all pass.
 * - A name written wholly in another alphabet can still look like a Latin one (Cyrillic `соре` is `cope`
 *   to the eye), which no rule on the text alone can refuse: `confusableSkeleton` folds such letters onto
 *   the Latin ones they imitate, and an address whose skeleton is taken is treated as taken (see
 *   UsersService). Only letters outside ASCII fold: `ann1@` and `annl@` are different mailboxes people
 *   really have, and never both ours to judge.
 */

/**
 * Controls, format characters (zero-width, bidi, BOM), lone surrogates, separators, private use,
 * unassigned, and whatever else Unicode says a renderer may not show at all (variation selectors, the
 * combining grapheme joiner, Hangul fillers).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;
/** Trims what Unicode calls white space, not what JavaScript's trim() does (it also drops U+FEFF). */
const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/** Trimmed and in NFKC; what is not a string is left for the validators to refuse. */
export function normaliseText(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(EDGE_SPACE, '').normalize('NFKC') : value;
}

/** An address as stored and compared: NFKC, then lower case (NFKC again, as case mapping may undo it). */
export function normaliseEmail(value: unknown): unknown {
  const text = normaliseText(value);
  return typeof text === 'string' ? text.toLowerCase().normalize('NFKC') : text;
}

export const NormalisedText = () =>
  Transform(({ value }: { value: unknown }) => normaliseText(value));
export const NormalisedEmail = () =>
  Transform(({ value }: { value: unknown }) => normaliseEmail(value));

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Ethiopic',
  'Cherokee',
  'Mongolian',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));
/** Digits, punctuation and combining marks belong to every script. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The mixes UTS #39 allows at its highly restrictive level: Latin with the scripts of one East Asian language. */
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
].map((mix) => new Set(mix));

function scriptsOf(value: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of value) {
    if (SHARED.test(char)) continue;
    // A letter of a script not listed counts as one more script: it never passes as Latin.
    scripts.add(SCRIPTS.find((script) => script.pattern.test(char))?.name ?? 'Other');
  }
  return scripts;
}

export function isSingleScript(value: string): boolean {
  const scripts = scriptsOf(value);
  if (scripts.size <= 1) return true;
  return ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/** Each part of an address (the local part, every label of the domain) in one alphabet. */
export function isSingleScriptEmail(value: string): boolean {
  return value.split(/[@.]/).every(isSingleScript);
}

/**
 * Lower-case letters drawn like an ASCII one: the entries of Unicode's confusables.txt whose target is a
 * single ASCII letter, for the scripts whose letters pass for Latin ones (Cyrillic, Greek, Armenian, and
 * Latin's own variants). Small capitals (Cyrillic к, м, н, т) map to small capitals there, not to ASCII.
 */
const LATIN_LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  г: 'r',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  ү: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ɡ: 'g',
  // Greek
  α: 'a',
  γ: 'y',
  η: 'n',
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  ց: 'g',
  զ: 'q',
  // Latin letters outside ASCII drawn like ASCII ones
  ı: 'i',
  ɑ: 'a',
  ȷ: 'j',
};

/**
 * The text as it looks: after NFKC and lower case, each look-alike letter replaced by the Latin letter it
 * imitates, so `zed@соре.com` and `zed@cope.com` share one skeleton. Plain ASCII text is its own skeleton;
 * accented letters stay as they are (`ö` is not `o` to a reader, and müller.de is not muller.de).
 */
export function confusableSkeleton(value: string): string {
  return Array.from(
    value.normalize('NFKC').toLowerCase(),
    (char) => LATIN_LOOK_ALIKES[char] ?? char,
  ).join('');
}

export const HasNoInvisibleCharacters = (field: string) =>
  ValidateBy({
    name: 'hasNoInvisibleCharacters',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasInvisibleCharacters(value),
      defaultMessage: () => `${field} must not contain control or invisible characters`,
    },
  });

export const IsSingleScript = (message: string, check = isSingleScript) =>
  ValidateBy({
    name: 'isSingleScript',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || check(value),
      defaultMessage: () => message,
    },
  });
