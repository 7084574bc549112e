/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack loads this with require(). */
// An app's message file (src/i18n/<lang>.json, ICU MessageFormat) compiled at build time into Lingui's
// compiled form, so the browser ships no message parser: the runtime only fills placeholders and plurals.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function messagesLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string')
      throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    compiled[id] = compileMessage(message);
  }
  return `export default ${JSON.stringify(compiled)};`;
};
