#!/usr/bin/env node
// `pnpm test`: typecheck, lint, production build, vitest (unit, API on the real embedded database, components,
// pages rendered by the server builds), Playwright e2e in Chromium. Prints per-suite counts and, last, one summed line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const suites = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(command, args);
  suites.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
}

check('typecheck', 'pnpm', ['run', '-s', 'typecheck']);
check('lint', 'pnpm', ['run', '-s', 'lint']);
// Before vitest: the site server's tests render pages with the shell's and public-kb's server builds.
const built = check('build', 'pnpm', ['run', '-s', 'build']);

console.log('\n=== vitest ===');
const vitestJson = path.join(results, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitest = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
suites.push({
  name: 'vitest',
  passed: v?.numPassedTests ?? 0,
  failed: v ? v.numFailedTests + (vitest.ok || v.numFailedTests > 0 ? 0 : 1) : 1,
  skipped: (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0),
  seconds: vitest.seconds,
});

console.log('\n=== playwright ===');
const e2eJson = path.join(results, 'e2e-results.json');
rmSync(e2eJson, { force: true });
if (built) {
  const e2e = run('pnpm', ['exec', 'playwright', 'test', '-c', 'shell/e2e/playwright.config.ts']);
  const p = readJson(e2eJson);
  const stats = p?.stats;
  suites.push({
    name: 'playwright',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats ? stats.unexpected + (e2e.ok || stats.unexpected > 0 ? 0 : 1) : 1,
    skipped: stats?.skipped ?? 0,
    seconds: e2e.seconds,
  });
} else {
  suites.push({ name: 'playwright', passed: 0, failed: 1, skipped: 0, seconds: 0 });
}

console.log('\n=== summary ===');
for (const s of suites) console.log(`${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped (${s.seconds}s)`);
const total = suites.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed, skipped: t.skipped + s.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
