import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANG, i18nFor, setLanguageSource, type Lang } from '@travel/shell/i18n';

/**
 * The message files a workspace's tests render with: the kit's and the app's own (`src/i18n` of the
 * workspace under test, and the shell's lazily loaded pages' `src/pages/i18n`).
 */
function messageFiles(lang: Lang): string[] {
  return [
    join(__dirname, '..', 'i18n'),
    join(process.cwd(), 'src', 'i18n'),
    join(process.cwd(), 'src', 'pages', 'i18n'),
  ]
    .map((dir) => join(dir, `${lang}.json`))
    .filter((file) => existsSync(file));
}

const loaded = new Set<Lang>();

/**
 * Loads the kit's and the app's messages of `lang`, compiled as the builds ship them (Lingui would otherwise
 * compile a text message on every call: form tests render per keystroke).
 */
export function loadTestMessages(lang: Lang): void {
  if (loaded.has(lang)) return;
  loaded.add(lang);
  for (const file of messageFiles(lang)) {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    i18nFor(lang).load(
      lang,
      Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
    );
  }
}

/**
 * Renders the tests of the enclosing `describe` (or file) in `lang`, as on its `/de/...` page, and English
 * again after each test (the jest setup's language).
 */
export function inLanguage(lang: Exclude<Lang, 'en'>): void {
  beforeAll(() => loadTestMessages(lang));
  beforeEach(() => setLanguageSource(() => lang));
  afterEach(() => setLanguageSource(() => DEFAULT_LANG));
}
