import { DEFAULT_LANG, kitMessages, setLanguageSource, type Lang } from '@travel/shell/i18n';
import { catalogMessages } from '../i18n/messages';

/**
 * Renders the tests of the file that calls it in `lang`, as on its `/de/...` page: the kit's messages and
 * the catalog's are loaded once, and English comes back after each test.
 */
export function speakInTests(lang: Lang): void {
  beforeAll(() => Promise.all([kitMessages.load(lang), catalogMessages.load(lang)]));
  beforeEach(() => setLanguageSource(() => lang));
  afterEach(() => setLanguageSource(() => DEFAULT_LANG));
}
