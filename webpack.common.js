// Shared webpack configuration for the three front-end apps (shell host, public-kb and admin-console remotes).
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
    shared,
    ...federation,
  });
}

/** One config shape for every front-end app; `federation` holds name and exposes. */
export function createConfig({ appDir, federation, entry = './src/index.ts', plugins = [], devPort, publicPath = 'auto' }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: entry },
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
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
                experimental: { plugins: [['@swc/plugin-styled-components', { displayName: false, ssr: false, minify: true, pure: true }]] },
              },
            },
          },
        },
        { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource' },
        { test: /\.css$/i, type: 'asset/source' },
      ],
    },
    optimization: {
      // Modules two lazy chunks share go to one chunk of their own from 2 KB on (webpack's default is
      // 20 KB): the public layout and the article page otherwise each carried a copy of the SEO helpers.
      splitChunks: { minSize: 2000 },
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    plugins: [
      federationPlugin(appDir, federation),
      ...plugins,
      // Pre-compressed copies next to each file, served as they are (no compression per request).
      ...(production
        ? [
            new CompressionPlugin({ test: /\.(js|json|html|svg|css)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 0, minRatio: 1 }),
            new CompressionPlugin({
              test: /\.(js|json|html|svg|css)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
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
