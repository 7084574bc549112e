/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack loads this with require(). */
// The shell's production browser build only: the stylesheets every page uses (the kit's components, the
// shell's frame) ship as one hashed .css file that index.html links, not inside the first load's JavaScript,
// where style-loader would put them (about 5 KB gzip of the 145 KB budget, parsed as script, then injected).
// A server-rendered page carries them inline already (server-css-loader.cjs) and drops the link
// (server/html-document.ts). Other stylesheets, the remotes' and the lazily loaded pages', stay with
// style-loader: they load with their code.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const minifyCss = require('./minify-css-loader.cjs');

/** Relative to the shell's folder, in cascade order: the shell's frame may override the kit. */
const SHELL_STYLESHEETS = ['src/lib/ui/ui.css', 'src/app/shell.css'];

class ShellStylesheetPlugin {
  /** @param {string} dir the shell's folder */
  constructor(dir) {
    this.files = SHELL_STYLESHEETS.map((file) => path.join(dir, file));
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShellStylesheetPlugin', (compilation) => {
      let href = '';
      compilation.hooks.processAssets.tap(
        {
          name: 'ShellStylesheetPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const css = this.files.map((file) => minifyCss(fs.readFileSync(file, 'utf8'))).join('');
          for (const file of this.files) compilation.fileDependencies.add(file);
          const hash = compiler.webpack.util
            .createHash('sha256')
            .update(css)
            .digest('hex')
            .slice(0, 8);
          href = `shell.${hash}.css`;
          compilation.emitAsset(href, new RawSource(css));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'ShellStylesheetPlugin',
        (data) => {
          // `rel` first: the render server finds the tag by it.
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'stylesheet',
              href: `${data.publicPath}${href}`,
            }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { SHELL_STYLESHEETS, ShellStylesheetPlugin };
