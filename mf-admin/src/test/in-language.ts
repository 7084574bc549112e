import { DEFAULT_LANG, i18nFor, setLanguageSource, type Lang } from '@travel/shell/i18n';

/**
 * Renders the tests of the calling `describe` in `lang`: the dashboard's messages of that language are
 * loaded (the jest setup loads only English) and the language source answers it, reset afterwards.
 */
export function inLanguage(lang: Exclude<Lang, 'en'>): void {
  beforeEach(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file chosen at run time
    i18nFor(lang).load(lang, require(`../i18n/${lang}.json`) as Record<string, string>);
    setLanguageSource(() => lang);
  });
  afterEach(() => setLanguageSource(() => DEFAULT_LANG));
}
