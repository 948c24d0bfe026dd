import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

interface BuildOptions {
  outputPath: string;
  /** Text of a banner added to the home page (a visible change). */
  releaseLabel?: string;
  /** Overrides of shared requirements, e.g. { react: '^19.0.0' }. */
  requireShared?: Record<string, string>;
}

/**
 * Builds public-kb from the repository's sources with the production config, into another folder: its
 * browser build, and its server build in `server/` beside it, as `pnpm build` lays them out.
 */
export async function buildPublicKb(options: BuildOptions): Promise<void> {
  const [browser, server] = (await import(path.join(repoRoot, 'public-kb/webpack.config.js'))).default as Configuration[];
  await Promise.all([build(browser!, options.outputPath, options), build(server!, path.join(options.outputPath, 'server'), options)]);
}

async function build(base: Configuration, outputPath: string, options: BuildOptions): Promise<void> {
  const config = { ...base };
  config.output = { ...config.output, path: outputPath };
  config.module = { ...config.module, rules: [...(config.module?.rules ?? [])] };
  if (options.releaseLabel) {
    config.module.rules!.push({
      test: path.join(repoRoot, 'public-kb/src/exposes/HomePage.tsx'),
      enforce: 'pre',
      use: [{ loader: path.join(here, 'releaseBannerLoader.cjs'), options: { label: options.releaseLabel } }],
    });
  }
  if (options.requireShared) {
    // Matched by name: the config's plugin class may come from another copy of the package than ours.
    // webpack's own container plugin keeps its options in `options` (the enhanced one in `_options`).
    type Options = { shared: Record<string, object> };
    type Federation = { constructor: new (options: object) => unknown; options?: Options; _options?: Options };
    config.plugins = (config.plugins ?? []).map((plugin) => {
      if (plugin?.constructor?.name !== 'ModuleFederationPlugin') return plugin;
      const federation = plugin as unknown as Federation;
      const current = (federation.options ?? federation._options)!;
      const shared = { ...current.shared };
      for (const [name, range] of Object.entries(options.requireShared!)) shared[name] = { ...shared[name], requiredVersion: range };
      return new federation.constructor({ ...current, shared }) as typeof plugin;
    });
  }
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else resolve();
    }),
  );
}
