/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack and jest load this with require(). */
// The one webpack preset of every frontend app (shell and remotes), so federation settings that
// must agree across builds (shared singletons, file naming, public path) are written once.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks-plugin.cjs');
const { stylesheetKey } = require('./stylesheet-key.cjs');
const { SHELL_STYLESHEETS, ShellStylesheetPlugin } = require('./shell-stylesheet.cjs');

const shellPackage = require('../package.json');

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

// Sets the global `_FEDERATION_RUNTIME_CORE` that remotes built with `externalRuntime` use.
const INJECT_RUNTIME_CORE_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

// Shared as singletons by every app: on the composed site the shell's copy wins, so there is one
// React, one router context, one auth store and one HTTP client. Stand-alone, a remote uses its
// own copies and still runs. The store module itself must be shared: sharing zustand would not
// share the store. The stateless entries (data, forms, tables, paths) are deliberately not shared:
// a shared module is bundled whole and cannot be tree-shaken, so each app bundles the part it uses.
function sharedSingletons() {
  const deps = shellPackage.dependencies;
  const versioned = (name) => ({ singleton: true, requiredVersion: deps[name] });
  const local = { singleton: true, requiredVersion: false };
  return {
    react: versioned('react'),
    'react-dom': versioned('react-dom'),
    '@travel/shell/auth': local,
    // One Lingui instance per language for the site: every app loads its messages into them.
    '@travel/shell/i18n': local,
    '@travel/shell/http': local,
    '@travel/shell/ui': local,
    // Registered remotes and one load per remote module: state, so one copy for the site.
    '@travel/shell/remotes': local,
    // One router context for the site; react-router is bundled (tree-shaken) inside it, see its source.
    '@travel/shell/router': local,
  };
}

/** Copies `public/` into the build: runtime config, favicon. No extra plugin dependency needed. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.dir)) return;
          const walk = (dir) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) {
                walk(full);
              } else if (entry.name !== 'index.html' && entry.name !== 'favicon.svg') {
                const name = path.relative(this.dir, full).split(path.sep).join('/');
                compilation.emitAsset(name, new RawSource(fs.readFileSync(full)));
                compilation.fileDependencies.add(full);
              }
            }
          };
          walk(this.dir);
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir            the app folder (usually __dirname)
 * @param {string} options.name           federation name, snake_case ('catalog', 'shell')
 * @param {number} options.port           dev server port
 * @param {Record<string,string>} [options.exposes]  './Key' -> './src/features/x/index.ts'
 * @param {boolean} [options.isHost]      the shell: no remoteEntry
 * @param {string} [options.title]        page title of the html harness
 * @param {boolean | object} [options.dts]  federation type generation (off by default: slow)
 * @param {Record<string, object>} [options.shared]  extra shared entries
 */
function createFederatedConfig(options) {
  const { name, isHost = false } = options;

  return (_env, argv = {}) => {
    const production = argv.mode === 'production';
    if (isHost) {
      // The shell brings the one federation runtime of the site; every remote's entry uses it. Its render
      // server (server/) is a second build, a federation host in Node.
      return [
        appConfig(options, { production, federationName: name, providesRuntime: true }),
        { ...bootConfig(options, { production, federationName: name }), dependencies: [name] },
        serverConfig(options, { production, federationName: name, host: true }),
      ];
    }
    // A remote is two builds into one folder. Its container (remoteEntry.js and the exposed modules)
    // leaves out the federation runtime's core, ~18 KB gzip per remote, and uses the one the shell
    // provides. Its standalone harness (index.html, main.js), a page of its own that runs the remote
    // without the shell, is a pure consumer that provides that runtime itself. The harness builds
    // after the container, whose `clean` would otherwise delete it.
    return [
      appConfig(options, {
        production,
        federationName: name,
        container: true,
        experiments: { externalRuntime: true },
      }),
      {
        ...appConfig(options, {
          production,
          federationName: `${name}_harness`,
          harness: true,
          providesRuntime: true,
        }),
        dependencies: [name],
      },
      // The remote's server container (dist/server/remoteEntry.js and its chunks), deployed with its browser
      // build: the shell's render server loads it over HTTP, so a redeploy changes the rendered HTML too.
      {
        ...serverConfig(options, { production, federationName: name }),
        dependencies: [`${name}_harness`],
      },
    ];
  };
}

/**
 * The shell's boot script (src/boot.ts), the one script of a server-rendered page: it starts main.js once
 * the page has painted. A build of its own because the federation plugin puts its runtime into every entry
 * of the build it is in, and this file must stay a few hundred bytes. It writes into the shell's dist/,
 * after the shell's build has emptied it.
 */
function bootConfig(options, { production, federationName }) {
  const { dir } = options;
  return {
    name: `${federationName}_boot`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { boot: './src/boot.ts' },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(production)] },
    optimization: {
      minimizer: [swcMinimizer()],
    },
    performance: { hints: false },
  };
}

/**
 * A build for Node: a remote's server container, or (host) the shell's render server. Both carry
 * @module-federation/node's runtime plugin, which loads a remote's server entry and chunks over HTTP (from
 * the URL its entry came from) and the host's own chunks from disk.
 */
function serverConfig(options, { production, federationName, host = false }) {
  const { dir, exposes = {} } = options;
  return {
    name: `${federationName}_server`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    entry: host ? { main: './server/index.ts' } : () => ({}),
    devtool: false,
    // The real __dirname: the host's runtime finds its chunks next to its main.js.
    node: { __dirname: false, __filename: false },
    output: {
      // A remote's server files go to dist/server/, written by file name rather than by output path: a
      // build into another folder (--output-path) then still keeps them apart from the browser's.
      path: host ? path.join(dir, 'dist-server') : path.join(dir, 'dist'),
      filename: host ? '[name].js' : 'server/[name].js',
      chunkFilename: host ? '[name].[contenthash:8].js' : 'server/[name].[contenthash:8].js',
      // No base URL: a remote's chunks are fetched from beside the entry it was loaded from.
      publicPath: host ? '/' : '',
      uniqueName: `${federationName}_server`,
      // The remote's container build, which runs first, has emptied dist/ already.
      clean: host,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(production),
        messagesRule(),
        { test: /\.css$/, use: [path.join(__dirname, 'server-css-loader.cjs')] },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i,
          type: 'asset/resource',
          // The files are the browser build's; the server only needs their names.
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(host ? {} : { filename: 'server/remoteEntry.js', exposes }),
        library: { type: 'commonjs-module', name: federationName },
        remoteType: 'script',
        shared: { ...sharedSingletons(), ...options.shared },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    // Read by people debugging a render; the size of server code does not matter.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

function swcMinimizer() {
  return new MinimizerPlugin({
    minify: {
      implementation: MinimizerPlugin.swcMinify,
      options: { compress: true, mangle: true },
    },
  });
}

/** An app's messages (src/i18n/<lang>.json; the kit's src/lib/i18n/<lang>.json), compiled for Lingui at build time: messages-loader.cjs. */
function messagesRule() {
  return {
    test: /[\\/]i18n[\\/][a-z]{2}\.json$/,
    type: 'javascript/auto',
    use: [path.join(__dirname, 'messages-loader.cjs')],
  };
}

function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * One webpack build: the shell (an entry and a federated host), a remote's container (remoteEntry.js,
 * no page) or a remote's standalone harness (a page that consumes the remote's modules directly).
 */
function appConfig(
  options,
  { production, federationName, container = false, harness = false, providesRuntime = false },
) {
  const { dir, port, exposes = {}, title = 'Travel', dts = false } = options;
  const htmlTemplate = path.join(dir, 'public', 'index.html');
  const apiTarget = process.env.API_URL || 'http://localhost:3000';
  const page = !container;
  // The shell's production page: its frame's stylesheets ship as a linked file (shell-stylesheet.cjs).
  const linkedStylesheets =
    production && options.isHost && !harness && !container
      ? SHELL_STYLESHEETS.map((file) => path.join(dir, file))
      : [];

  return {
    name: federationName,
    mode: production ? 'production' : 'development',
    context: dir,
    // The container's only entry is remoteEntry.js, added by the federation plugin.
    entry: container ? () => ({}) : { main: './src/index.ts' },
    // No source maps in production builds: every file of dist/ is served, and a map hands anyone the
    // sources with their comments. Development keeps fast ones.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Entries keep stable names (the federation runtime and no-cache headers rely on it);
      // only lazily loaded chunks carry content hashes and can be cached forever.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: federationName,
      clean: !harness,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports only its development build, whose warnings (ENABLE_DEV_WARNINGS)
      // the minifier cannot drop; its production build is the same code with them off.
      ...(production ? { alias: { 'react-router$': REACT_ROUTER_PRODUCTION } } : {}),
    },
    module: {
      rules: [
        swcRule(production),
        messagesRule(),
        ...(linkedStylesheets.length
          ? [{ test: linkedStylesheets, use: [path.join(__dirname, 'extracted-css-loader.cjs')] }]
          : []),
        {
          test: /\.css$/,
          ...(linkedStylesheets.length ? { exclude: linkedStylesheets } : {}),
          // A function, so each stylesheet gets its own name; webpack then asks each loader with options
          // for an `ident` of its options.
          use: ({ resource }) => [
            {
              loader: 'style-loader',
              ident: `style-loader ${stylesheetKey(dir, resource)}`,
              // Named as the render server inlines it: a server-rendered page keeps its own copy.
              options: {
                attributes: { 'data-css': stylesheetKey(dir, resource) },
                insert: path.join(__dirname, 'insert-stylesheet.cjs'),
              },
            },
            // css-loader follows `devtool` and would otherwise embed each stylesheet's source map,
            // with the stylesheet a second time as sourcesContent, in the production JavaScript.
            { loader: 'css-loader', ident: 'css-loader', options: { sourceMap: !production } },
            ...(production ? [path.join(__dirname, 'minify-css-loader.cjs')] : []),
          ],
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(container ? { filename: 'remoteEntry.js', exposes } : {}),
        shared: { ...sharedSingletons(), ...options.shared },
        // The harness's manifest would overwrite the container's, the one the shell reads.
        ...(harness ? { manifest: false } : {}),
        dts: container || options.isHost ? dts : false,
        experiments: {
          ...(container ? { externalRuntime: true } : {}),
          // A browser build: the runtime's Node-only script loading (its sdk's node.js) is dead code here.
          optimization: { target: 'web' },
        },
        // What `experiments.provideExternalRuntime` adds, but the plugin's ES module build: its CommonJS
        // build would pull in a second, CommonJS copy of the runtime (~25 KB gzip more in main.js).
        ...(providesRuntime ? { runtimePlugins: [INJECT_RUNTIME_CORE_PLUGIN] } : {}),
      }),
      ...(page
        ? [
            new HtmlWebpackPlugin({
              title,
              // Absolute script URLs: the harness serves deep links such as /TourPage/42.
              publicPath: '/',
              // A missing favicon is a console error in browser tests: fall back to the shell's.
              favicon: fs.existsSync(path.join(dir, 'public', 'favicon.svg'))
                ? path.join(dir, 'public', 'favicon.svg')
                : path.join(__dirname, '..', 'public', 'favicon.svg'),
              ...(fs.existsSync(htmlTemplate)
                ? { template: htmlTemplate }
                : { templateContent: defaultHtml(title) }),
            }),
            new PreloadStartupChunksPlugin({
              // The shell's first reads (src/app/first-loads.ts); a harness reads neither.
              fetches: options.isHost ? ['/config.json', '/remotes.json'] : [],
            }),
            new CopyPublicPlugin(path.join(dir, 'public')),
          ]
        : []),
      ...(linkedStylesheets.length ? [new ShellStylesheetPlugin(dir)] : []),
      // Brotli copies next to the text files, compressed once at build at the highest quality (about 13%
      // smaller than gzip on the JavaScript): the static server sends them to browsers that accept br,
      // and nginx can with brotli_static (deploy/README.md). The originals stay for gzip and plain.
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      ...(production && options.isHost && !harness && !container
        ? {
            splitChunks: {
              cacheGroups: {
                // The shell's small shared modules (React's entry, the kit's auth, http, remotes and router
                // entries) in one start-up chunk instead of six of 1-4 KB, each a request of its own. Not
                // style-loader's runtime: the start-up stylesheets are a linked file (shell-stylesheet.cjs), and
                // only lazily loaded pages bring theirs. Not the kit's messages (i18n/<lang>.json): only the
                // page's language is loaded, in its chunk.
                startup: {
                  chunks: 'async',
                  name: 'startup',
                  enforce: true,
                  test: /[\\/](react[\\/](index|jsx-runtime)\.js|react[\\/]cjs[\\/]react(-jsx-runtime)?\.production\.js|react-dom[\\/]index\.js|react-dom[\\/]cjs[\\/]react-dom\.production\.js|src[\\/]lib[\\/](auth|http|i18n|remotes|router)[\\/](?![a-z]{2}\.json$)|@lingui[\\/])/,
                },
              },
            },
          }
        : {}),
      minimizer: [swcMinimizer()],
    },
    performance: { hints: false },
    // One dev server for a remote's two builds (webpack-cli refuses two on one port): the container's
    // serves the harness's output too.
    devServer: harness
      ? undefined
      : {
          port,
          hot: true,
          historyApiFallback: true,
          // Manifests and entries are fetched cross-origin by the shell in development.
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Headers': '*',
            'Cache-Control': 'no-cache',
          },
          static: false,
          // Uncompressed: compression holds back a live availability stream's events until it has enough.
          compress: false,
          proxy: [{ context: ['/api', '/auth'], target: apiTarget, changeOrigin: true }],
          client: { overlay: { warnings: false, errors: true } },
        },
  };
}

function defaultHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

module.exports = { createFederatedConfig, sharedSingletons };
