// One factory for the webpack and Module Federation settings of the shell and the five
// remotes, so six configs cannot drift apart. The rules it encodes are in DESIGN.md.
'use strict';

const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');

/** Fixed dev ports, written once here and in the README. */
const DEV_PORTS = {
  gateway: 8080,
  shell: 3000,
  'mfe-auth': 3001,
  'mfe-feed': 3002,
  'mfe-compose': 3003,
  'mfe-portal-themes': 3004,
  'mfe-profile': 3005,
};

/** Federation names are identifiers: the folder name with '-' as '_'. */
const federationName = (dir) => dir.replace(/-/g, '_');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  // One server-state cache for the page: its QueryClient lives in @voices/platform/query.
  '@tanstack/react-query',
  '@voices/platform',
  // The QueryClient, apart from the rest of the platform: loaded with the first page that reads
  // server state, not with the shell's start.
  '@voices/platform/query',
  '@voices/ui',
];

/**
 * Shared singletons the shell's start does not need: the server-state cache loads with the
 * first page or member-only part that reads server state, so the page names them in no preload.
 */
const ON_DEMAND_SHARED = ['@tanstack/react-query', '@voices/platform/query'];

/**
 * The shell's retry plugin (@module-federation/retry-plugin 0.17) asks for the federation SDK
 * of its own, older version for its logger alone, which bundled a second SDK beside the one the
 * runtime uses. Every app resolves the SDK to the runtime's own copy instead (it has the same
 * createLogger).
 */
function federationSdkEntry() {
  const runtimeCore = packageDir(
    '@module-federation/runtime-core',
    packageDir('@module-federation/enhanced'),
  );
  return path.join(packageDir('@module-federation/sdk', runtimeCore), 'dist/index.js');
}

/** The entry points of @voices/ui besides the shared one (packages/ui/src/<name>.ts). */
const UI_ENTRY_POINTS = ['icons', 'otp', 'share-menu', 'standalone'];

/**
 * The version range an app asks for, read from its package.json. A workspace package is
 * asked for by `workspace:*` there, which is no range: use the package's own version.
 */
function requiredVersion(appDir, dep) {
  // An entry point of a package ('@voices/platform/query') is asked for as its package is.
  const pkg = dep
    .split('/')
    .slice(0, dep.startsWith('@') ? 2 : 1)
    .join('/');
  const app = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...app.devDependencies, ...app.dependencies }[pkg];
  if (declared && !declared.startsWith('workspace:')) return declared;
  const pkgJson = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return `^${JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version}`;
}

/**
 * Shared singletons provided through a list of the exports the apps use (shared/<name>.mjs)
 * rather than as the whole package, which is what a shared module otherwise is.
 */
const NARROWED = {
  'react-router-dom': 'react-router-dom.mjs',
  '@tanstack/react-query': 'tanstack-react-query.mjs',
};

/** A package's ES module entry: its exports' `import`, else `module`, else `main`. */
function esmEntry(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const root = typeof pkg.exports === 'object' && pkg.exports ? pkg.exports['.'] : undefined;
  const esm = typeof root?.import === 'string' ? root.import : root?.import?.default;
  return path.join(dir, esm ?? pkg.module ?? pkg.main);
}

/** The folder of a package as an app resolves it. */
function packageDir(request, from) {
  let dir = path.dirname(require.resolve(request, from ? { paths: [from] } : undefined));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** The package's own ES module file, for the narrowed list to re-export from. */
function narrowedSources(appDir) {
  const alias = {};
  for (const dep of Object.keys(NARROWED)) {
    alias[`@voices/webpack-config/${dep}-source$`] = esmEntry(packageDir(dep, appDir));
  }
  return alias;
}

function sharedConfig(appDir) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const entry = { singleton: true, requiredVersion: requiredVersion(appDir, dep) };
    if (NARROWED[dep]) {
      const dir = packageDir(dep, appDir);
      Object.assign(entry, {
        import: path.join(__dirname, 'shared', NARROWED[dep]),
        shareKey: dep,
        version: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
      });
    }
    shared[dep] = entry;
    // react/jsx-runtime and react-dom/client must come from the same single React.
    if (dep === 'react' || dep === 'react-dom') shared[`${dep}/`] = { ...entry };
  }
  return shared;
}

/**
 * webpack 5.111 asks the federation runtime module of a remote for its entry chunk's file name
 * while chunks are still being hashed, before [contenthash] exists, and the build fails with
 * "Path variable [contenthash] not implemented in this context" (module-federation/core#5077,
 * webpack#22199). That early answer only serves to find the output folder, so until the hash
 * exists the name is given without it; every emitted file keeps its hashed name.
 */
function hashWhenKnown(template) {
  return (pathData) =>
    pathData.chunk?.contentHash?.javascript
      ? template
      : template.replace(/\.\[contenthash(:\d+)?\]/, '');
}

/** How every build of an app resolves: the shared packages from their sources. */
function resolveOptions(appDir) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // The shared packages compile from their sources into each app; at run time the
    // federation still hands every app the one copy the page loaded first.
    alias: {
      '@module-federation/sdk$': federationSdkEntry(),
      ...narrowedSources(appDir),
      '@voices/contracts$': path.join(__dirname, '../contracts/src/index.ts'),
      '@voices/contracts/constants$': path.join(__dirname, '../contracts/src/constants/index.ts'),
      '@voices/contracts/locales': path.join(__dirname, '../contracts/src/locales'),
      '@voices/platform$': path.join(__dirname, '../platform/src/index.ts'),
      '@voices/platform/forms$': path.join(__dirname, '../platform/src/forms/index.ts'),
      '@voices/platform/weather$': path.join(__dirname, '../platform/src/weather/index.ts'),
      '@voices/platform/query$': path.join(__dirname, '../platform/src/query/index.ts'),
      // A remote's pages drawn on the server (its prerender build alone: it brings react-dom/server).
      '@voices/platform/first-paint$': path.join(
        __dirname,
        '../platform/src/first-paint/index.tsx',
      ),
      // Not shared either: each app bundles the API calls it makes.
      '@voices/platform/api$': path.join(__dirname, '../platform/src/api/index.ts'),
      '@voices/ui$': path.join(__dirname, '../ui/src/index.ts'),
      // Entry points of @voices/ui that are not shared: bundled where they are imported.
      ...Object.fromEntries(
        UI_ENTRY_POINTS.map((entry) => [
          `@voices/ui/${entry}$`,
          path.join(__dirname, `../ui/src/${entry}.ts`),
        ]),
      ),
    },
  };
}

/** TypeScript, and the message catalogues compiled from ICU to Lingui's form as they are bundled. */
function scriptRules(appDir) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('ts-loader'),
        options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
      },
    },
    {
      test: /[\\/]locales[\\/][\w-]+\.json$/,
      type: 'json',
      use: require.resolve('./catalogue-loader.js'),
    },
  ];
}

/** Copies the files of the app's public/ folder (but index.html, the HTML template) as they are. */
class CopyPublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          compilation.contextDependencies.add(this.dir);
          for (const file of fs.readdirSync(this.dir)) {
            const full = path.join(this.dir, file);
            if (file === 'index.html' || !fs.statSync(full).isFile()) continue;
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * The libraries the shell provides to every app, in two files instead of one per package. By
 * default each shared package is a chunk of its own (react-dom, react, the jsx runtime, the
 * router, the query cache, zustand with ky and Lingui, and the lists of exports the router and
 * the query cache are shared as: ten files, four of them under 1 KB): on HTTP/1.1, with six
 * connections to an origin, ten files are a round trip or two more than one. What every page
 * needs before its first render is one file (`libraries`); the server-state cache is the other
 * (`data`), fetched with the first section that reads server state, so the landing page of a
 * visitor goes without it. They change only with the lockfile, so both stay cached across the
 * site's releases. The remotes keep their fallback copies apart: they are fetched only when
 * the shell's are missing.
 */
const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    libraries: {
      // The packages, and the list of exports the router is shared as.
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|zustand|use-sync-external-store|ky|@lingui[\\/](core|react|message-utils))[\\/]|[\\/]webpack-config[\\/]shared[\\/]react-router-dom\.mjs$/,
      chunks: 'async',
      name: 'libraries',
      enforce: true,
    },
    data: {
      // The query cache, the list of exports it is shared as, and the page's client of it.
      test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]|[\\/]webpack-config[\\/]shared[\\/]tanstack-react-query\.mjs$|[\\/]platform[\\/]src[\\/]query[\\/]/,
      chunks: 'async',
      name: 'data',
      enforce: true,
    },
  },
};

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (its __dirname)
 * @param {boolean} [options.host]        true for the shell
 * @param {Record<string,string>} [options.exposes]  the remote's public modules ('./x': './src/expose/x.tsx')
 * @param {string} [options.title]        the HTML title of the page served in development
 * @param {object} [options.devServer]    extra dev-server settings
 */
function createWebpackConfig(options) {
  const appDir = options.dir;
  const folder = path.basename(appDir);
  const name = federationName(folder);
  const port = DEV_PORTS[folder];
  if (!port) throw new Error(`No dev port is assigned to ${folder}`);

  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const scriptName = production ? hashWhenKnown('[name].[contenthash:10].js') : '[name].js';
    const federation = {
      name,
      filename: 'remoteEntry.js',
      shared: sharedConfig(appDir),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
      ...(options.host ? { remotes: {} } : { exposes: options.exposes ?? {} }),
      ...(options.runtimePlugins ? { runtimePlugins: options.runtimePlugins } : {}),
      // Build-time switches of the federation runtime, in the shell and in every remoteEntry.js:
      // browser code only (no Node.js script loading), and no snapshot plugin (the reader of
      // mf-manifest.json and its preloading): the page registers each remote by its
      // remoteEntry.js (see toRemotes in @voices/platform). A built remote's runtime also
      // leaves out the loading of other remotes (25.7 -> 20.1 KB after gzip for each
      // remoteEntry.js): in the site every remote is loaded by the shell's runtime, through
      // the shared @voices/platform, even when one section shows another's module. A built
      // remote also leaves out the runtime's core (externalRuntime: 20 -> 9 KB): it takes the
      // shell's from the page (shell/src/mf/provide-runtime-plugin.ts). Alone on its dev
      // server a section is the page's host and loads the others itself, so development
      // builds keep both.
      experiments: {
        ...(!options.host && production ? { externalRuntime: true } : {}),
        optimization: {
          disableSnapshot: true,
          target: 'web',
          ...(!options.host && production ? { disableRemote: true } : {}),
        },
      },
    };

    return {
      mode: production ? 'production' : 'development',
      // Modern browsers only (the last two Chromium, Firefox and Safari): webpack's own runtime
      // code is written with arrow functions, const and destructuring, as our sources are
      // (tsconfig target ES2022), and the minifier may use ES2020 syntax.
      target: ['web', 'es2022'],
      context: appDir,
      entry: { main: './src/index.ts' },
      // Hidden maps: written beside the bundles for operators, never named in them (the gateway
      // does not serve them either).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: options.host ? '/' : 'auto',
        uniqueName: name,
        filename: scriptName,
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: resolveOptions(appDir),
      module: {
        rules: [
          ...scriptRules(appDir),
          {
            // Built, styles are minified files of their own that load in parallel with the
            // scripts (from the remote's origin for a remote); in development they are injected.
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(png|jpe?g|gif|webp|svg|ico|woff2?)$/, type: 'asset/resource' },
          // A file's text as a string (`./file.js?source`): what the page template writes inline.
          { resourceQuery: /^\?source$/, type: 'asset/source' },
        ],
      },
      optimization: {
        runtimeChunk: false,
        ...(options.host && production ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
        ...(production
          ? {
              minimizer: ['...', new CssMinimizerPlugin()],
              minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 2 } } },
            }
          : { minimize: false }),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin(federation),
        // Development-only features (the pseudo-locale) are dropped from the built site.
        new webpack.DefinePlugin({ __VOICES_DEV__: JSON.stringify(!production) }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(appDir, 'public/index.html'))
            ? path.join(appDir, 'public/index.html')
            : path.join(__dirname, 'index.html'),
          title: options.title ?? 'Voices',
          // For the shell's page template, which names the start's files in preload hints.
          onDemandShared: ON_DEMAND_SHARED,
          // A remote alone on its dev server is opened at deep addresses (/news/1): its page
          // loads the script from the root. Built, the remote's page is never the entry.
          publicPath: options.host || !production ? '/' : 'auto',
          chunks: ['main'],
          // html-webpack-plugin's own choices for a production page, with its inline script
          // minified too (the gateway allows it by its hash, whatever the build wrote).
          minify: production && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
            minifyJS: true,
          },
        }),
        new CopyPublicFilesPlugin(path.join(appDir, 'public')),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              // Compressed once at build time, so the gateway sends .br or .gz files as they are
              // instead of compressing every response.
              ...['gzip', 'brotliCompress'].map(
                (algorithm) =>
                  new CompressionPlugin({
                    algorithm,
                    filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                    test: /\.(js|css|html|json|svg)$/,
                    threshold: 1024,
                    minRatio: 0.9,
                    ...(algorithm === 'brotliCompress'
                      ? {
                          compressionOptions: {
                            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
                          },
                        }
                      : { compressionOptions: { level: 9 } }),
                  }),
              ),
            ]
          : []),
        ...(options.plugins ?? []),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(appDir, 'public'))
          ? { directory: path.join(appDir, 'public'), publicPath: '/' }
          : false,
        ...(options.devServer ?? {}),
      },
    };
  };
}

/**
 * A build of some of an app's components for Node.js, where the build renders them to the
 * markup of a page's first paint (react-dom/server). The same sources, aliases and catalogues
 * as the browser build; styles and pictures are left to the browser build, which names them.
 *
 * @param {object} options
 * @param {string} options.dir    the app's folder (its __dirname)
 * @param {string} options.entry  the module that renders ('./src/prerender/landing.tsx')
 * @param {string} options.output the folder the built module goes to
 */
function createPrerenderConfig(options) {
  const appDir = options.dir;
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { prerender: options.entry },
    devtool: false,
    output: {
      path: options.output,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveOptions(appDir),
    module: {
      rules: [
        ...scriptRules(appDir),
        // A stylesheet's import only loads it in the browser: here it is an unused string.
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(png|jpe?g|gif|webp|svg|ico|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    // Readable output: it runs once, at build time.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __VOICES_DEV__: 'false' }),
      // One file: the module is loaded once and its folder removed (prerender.js), so a part
      // the page loads on demand (import()) is built into it rather than beside it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

module.exports = {
  createPrerenderConfig,
  createWebpackConfig,
  DEV_PORTS,
  federationName,
  sharedConfig,
  NARROWED,
  ON_DEMAND_SHARED,
};
