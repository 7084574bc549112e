// The jest setup loads the app's English messages as text, which Lingui then compiles on every call; the
// builds compile them once (the kit's messages loader). Loading them compiled here, as the builds ship them,
// keeps the form tests (a render per keystroke, dozens of texts each) as fast as they were before.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18nFor, type Lang } from '@travel/shell/i18n';

type Compiled = ReturnType<typeof compileMessage>;

export function compiledMessages(lang: Lang): Record<string, Compiled> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the language's file, as the app loads it
  const messages = require(`../i18n/${lang}.json`) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
  );
}

i18nFor('en').load('en', compiledMessages('en'));
