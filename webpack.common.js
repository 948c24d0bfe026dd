// Shared webpack configuration for the three front-end apps (shell host, public-kb and admin-console remotes).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);

/** Packages every app shares as singletons (ARCHITECTURE.md). Subpath entries end in '/'. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'swr',
  'swr/',
  '@radix-ui/react-dialog',
  '@kb/ui',
  '@kb/api-client',
];

/** Brotli quality of the pre-compressed copies: 11 unless BUILD_BROTLI_QUALITY (0–11) says otherwise. */
function brotliQuality() {
  const asked = process.env.BUILD_BROTLI_QUALITY;
  if (asked === undefined || asked === '') return 11;
  const quality = Number(asked);
  if (!Number.isInteger(quality) || quality < 0 || quality > 11) throw new Error(`BUILD_BROTLI_QUALITY must be 0 to 11, not ${asked}`);
  return quality;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The version a workspace package or installed dependency really has, resolved from the app's folder. */
function installedVersion(appDir, name) {
  try {
    return readJson(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  } catch {
    return undefined;
  }
}

/**
 * Builds the shared list from the app's own dependencies: each singleton the app depends on is
 * shared with the range the app declares (workspace packages with their real version).
 */
export function sharedFrom(appDir) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const entry of SINGLETONS) {
    const name = entry.replace(/\/$/, '');
    const declared = deps[name];
    if (!declared) continue;
    const version = installedVersion(appDir, name);
    const requiredVersion = declared.startsWith('workspace:') ? (version ? `^${version}` : false) : declared;
    // strictVersion: a remote built against an incompatible range fails loudly (the shell shows why) instead of running on the wrong version.
    shared[entry] = { singleton: true, requiredVersion, version, strictVersion: true };
  }
  return shared;
}

/**
 * The host's side of the shared packages: it provides every one and takes them before any remote is loaded.
 * - Eager: they come in main.js, so a page does not load and insert a chunk of its own for each (3.2 KiB gzip
 *   and about ten requests fewer per visitor page).
 * - No version check of its own: it could only compare its version with itself, and the federation runtime's
 *   semver check builds its regular expressions afresh on every call (about 20 ms of the first page's main
 *   task in Chromium, four times that on Lighthouse's phone).
 * The remotes, built with webpack's container plugin, still check strictly what the host provides.
 */
function hostShared(shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, requiredVersion: false, strictVersion: false, eager: true }]));
}

/**
 * The host uses @module-federation/enhanced (run-time remote registration, loaded-first sharing,
 * retries). Remotes are built with webpack's own container plugin, which the enhanced host loads
 * like any remote: their remoteEntry.js then carries no second copy of the federation runtime
 * (24 KiB gzip less for every visitor).
 */
function federationPlugin(appDir, { host = false, ...federation }) {
  const shared = sharedFrom(appDir);
  if (!host) return new webpack.container.ModuleFederationPlugin({ filename: 'remoteEntry.js', shared, ...federation });
  return new ModuleFederationPlugin({
    filename: 'remoteEntry.js',
    dts: false,
    shareStrategy: 'loaded-first',
    // A smaller federation runtime: no manifest snapshots (remotes are plain remoteEntry.js URLs), browser only.
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    shared: hostShared(shared),
    ...federation,
  });
}

/**
 * The rule that compiles TypeScript and JSX. The styled-components plugin's `ssr` gives each component an id
 * from its file and position, so a remote's browser and server builds (and the host's copy of @kb/ui) name
 * their classes alike and the browser hydrates the server's HTML without a mismatch.
 */
const scriptRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
        // Minifies the CSS inside styled-components templates (they ship as written otherwise).
        experimental: { plugins: [['@swc/plugin-styled-components', { displayName: false, ssr: true, minify: true, pure: true }]] },
      },
    },
  },
};
const assetRules = [
  // Small SVGs (the logos) go inline: the same data URL in the browser and server builds, so hydration matches.
  { test: /\.svg$/i, type: 'asset/inline' },
  { test: /\.(png|jpe?g|webp)$/i, type: 'asset/resource' },
  { test: /\.css$/i, type: 'asset/source' },
];
/** A server build names the browser build's asset files and emits none of its own. */
const serverAssetRules = assetRules.map((rule) => (rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule));

/**
 * A remote's server build (`dist/server/remoteEntry.js`), beside its browser build: the same exposed
 * modules for Node (the Module Federation SSR pattern, with @module-federation/node's runtime plugin), in
 * one file, so the site server loads it from disk or over HTTP like the browser loads the browser build.
 * The host provides the shared packages (React, the router, styled-components, SWR) so that the server's
 * render and its style sheet see one copy of each; @kb/ui, which holds styled components, comes with the
 * remote, compiled as the browser's copy is.
 */
export function createServerConfig({ appDir, federation }) {
  const { '@kb/ui': _ui, ...shared } = sharedFrom(appDir);
  return {
    mode: 'production',
    context: appDir,
    entry: {},
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(appDir, 'dist', 'server'),
      publicPath: '',
      filename: '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${federation.name}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule, ...serverAssetRules] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        filename: 'remoteEntry.js',
        dts: false,
        shared,
        library: { type: 'commonjs-module', name: federation.name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerEntryPin(),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * Writes `remoteEntry.js.sha384` (`sha384-<base64>`) beside a remote's server build: the site server runs that build
 * only when its SHA-384 is the one its deployment gives (this file beside its own copy of the build, or
 * REMOTE_PUBLIC_KB_SERVER_SHA384), so a changed copy on the remote's origin is never run.
 */
class ServerEntryPin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerEntryPin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerEntryPin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const digest = createHash('sha384').update(assets['remoteEntry.js'].buffer()).digest('base64');
        compilation.emitAsset('remoteEntry.js.sha384', new webpack.sources.RawSource(`sha384-${digest}\n`));
      });
    });
  }
}

/**
 * The host's server build (`dist/server/ssr.cjs`): the shell's providers and routes for Node, compiled as
 * the browser build is (the same styled-components ids), with its own React and friends, which it hands to
 * the remotes' server builds it loads (their versions as the browser build shares them).
 */
export function createHostServerConfig({ appDir, entry }) {
  const versions = Object.fromEntries(Object.entries(sharedFrom(appDir)).map(([name, config]) => [name.replace(/\/$/, ''), config.version]));
  return {
    mode: 'production',
    context: appDir,
    entry: { ssr: entry },
    devtool: false,
    target: 'node',
    output: { path: path.join(appDir, 'dist', 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule, ...serverAssetRules] },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new webpack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(versions) })],
    stats: 'errors-warnings',
  };
}

/** One config shape for every front-end app; `federation` holds name and exposes. */
export function createConfig({ appDir, federation, entry = './src/index.ts', plugins = [], devPort, publicPath = 'auto', maxAsyncRequests }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: entry },
    devtool: production ? (process.env.KB_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federation.name,
      // A remote's server build sits in dist/server (see createServerConfig).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule, ...assetRules] },
    optimization: {
      // Modules two lazy chunks share go to one chunk of their own from 2 KB on (webpack's default is
      // 20 KB): the public layout and the article page otherwise each carried a copy of the SEO helpers.
      // `maxAsyncRequests`: the public remote puts each page module's own code in one file (3 scripts an article page
      // appends instead of 10); the admin console keeps webpack's split, which shares more between its screens.
      splitChunks: { minSize: 2000, ...(maxAsyncRequests ? { maxAsyncRequests } : {}) },
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    plugins: [
      federationPlugin(appDir, federation),
      ...plugins,
      // Pre-compressed copies next to each file, served as they are (no compression per request). Brotli at 11,
      // the smallest; `pnpm test` builds with BUILD_BROTLI_QUALITY=5 (its budgets measure gzip level 9 themselves).
      ...(production
        ? [
            new CompressionPlugin({ test: /\.(js|json|html|svg|css)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 0, minRatio: 1 }),
            new CompressionPlugin({
              test: /\.(js|json|html|svg|css)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality() } },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    devServer: devPort ? { port: devPort, hot: true, headers: { 'Access-Control-Allow-Origin': '*' } } : undefined,
    stats: 'errors-warnings',
  };
}
