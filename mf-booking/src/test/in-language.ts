import { i18nFor, kitMessages, setLanguageSource, type Lang } from '@travel/shell/i18n';
import { compiledMessages } from './compiled-messages';

/**
 * Renders the tests of the enclosing `describe` in `lang`, with the booking remote's and the kit's
 * messages of that language, back to English after each test (the jest setup's language).
 */
export function inLanguage(lang: Exclude<Lang, 'en'>): void {
  beforeAll(async () => {
    i18nFor(lang).load(lang, compiledMessages(lang));
    await kitMessages.load(lang);
  });
  beforeEach(() => setLanguageSource(() => lang));
  afterEach(() => setLanguageSource(() => 'en'));
}
