// `pnpm --filter @kb/api build`: a runnable API build (api/dist/main.mjs, with dist/htmlWorker.mjs beside
// it: the worker thread src/html/htmlPool.ts starts to parse untrusted HTML). Workspace packages
// (TypeScript sources) are bundled in; npm dependencies stay external and come from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kb/'));

await build({
  entryPoints: { main: 'src/main.ts', htmlWorker: 'src/html/htmlWorker.ts' },
  outdir: 'dist',
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
console.log('api/dist/main.mjs and api/dist/htmlWorker.mjs built');
