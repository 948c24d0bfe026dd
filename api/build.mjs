// `pnpm --filter @kb/api build`: a runnable API build (api/dist/main.mjs, with dist/htmlWorker.mjs beside
// it: the worker thread src/html/htmlPool.ts starts to parse untrusted HTML) and the command-line tools
// (dist/kb.mjs and dist/seed.mjs: `pnpm kb` and `pnpm seed` without tsx). Workspace packages (TypeScript
// sources) are bundled in; npm dependencies stay external and come from node_modules, so another output
// folder (the first argument; kb.test.ts builds the tools afresh into one) must be inside api/.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kb/'));

await build({
  entryPoints: { main: 'src/main.ts', htmlWorker: 'src/html/htmlWorker.ts', kb: 'src/cli/kb.ts', seed: 'src/cli/seed.ts' },
  outdir: process.argv[2] ?? 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __kbCreateRequire } from 'node:module'; const require = __kbCreateRequire(import.meta.url);" },
});
console.log(`main.mjs, htmlWorker.mjs, kb.mjs and seed.mjs built in ${process.argv[2] ?? 'api/dist'}`);
