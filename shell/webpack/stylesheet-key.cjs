/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack loads this with require(). */
const path = require('node:path');

/**
 * A stylesheet's name across builds: its path from the repository's root (`shell/src/app/shell.css`). The
 * render server inlines each stylesheet under it (server-css-loader.cjs), and the browser builds label
 * theirs with it, so a page does not add again what the server sent (insert-stylesheet.cjs).
 * @param {string} appDir the app's folder (webpack's context)
 * @param {string} file the stylesheet's path
 */
function stylesheetKey(appDir, file) {
  return path.relative(path.join(appDir, '..'), file).split(path.sep).join('/');
}

module.exports = { stylesheetKey };
