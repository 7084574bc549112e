/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack loads this with require(). */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Adds `<link rel="preload">` to the page for what its entry needs at once, in the order it needs it:
 * the entry itself, the JSON files it reads first (`fetches`: runtime config and the remotes list, whose
 * answers start the next requests), then the chunks behind the entry's async boundary (the bootstrap
 * chunk and the shared singletons it consumes: React, the router, the HTTP client...). Without it those
 * are discovered only once main.js has downloaded and run, a round trip and a parse later. The
 * federation runtime still decides what runs: a preloaded chunk that another app's copy outranks is only
 * a wasted download.
 */
class PreloadStartupChunksPlugin {
  /** @param {{ entryName?: string, fetches?: string[] }} [options] */
  constructor({ entryName = 'main', fetches = [] } = {}) {
    this.entryName = entryName;
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const entry = compilation.entrypoints.get(this.entryName);
          if (!entry) return data;
          const scripts = new Set(entry.getFiles().filter((file) => file.endsWith('.js')));
          // The entry's direct children are what its own code imports lazily at start-up, the largest
          // first; their own children (pages, remotes' code) load on demand and are not preloaded.
          // Messages come a chunk per language (`<app>-messages-<lang>-json`), and a page needs only its own
          // language's: none is preloaded, the entry asks for the one it needs as it starts.
          const chunks = entry
            .getChildren()
            .flatMap((group) => group.chunks)
            .filter((chunk) => !/-messages-/.test(chunk.name ?? ''))
            .sort(
              (a, b) =>
                compilation.chunkGraph.getChunkSize(b) - compilation.chunkGraph.getChunkSize(a),
            );
          const late = new Set();
          for (const chunk of chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) late.add(file);
          const link = (as, href, extra = {}) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href, ...extra });
          const preloads = [
            ...[...scripts].map((file) => link('script', `${data.publicPath}${file}`)),
            // `crossorigin` makes the preload's mode match fetch()'s (cors, same-origin credentials).
            ...this.fetches.map((url) => link('fetch', url, { crossorigin: 'anonymous' })),
            ...[...late]
              .filter((file) => !scripts.has(file))
              .map((file) => link('script', `${data.publicPath}${file}`)),
          ];
          data.headTags.unshift(...preloads);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
