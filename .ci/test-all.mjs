#!/usr/bin/env node
// `pnpm test`: typecheck, lint, production build, vitest (unit, API on the real embedded database, components,
// pages rendered by the server builds), Playwright e2e in Chromium. Prints per-suite counts and, last, one summed line.
import { spawn, spawnSync } from 'node:child_process';
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

function check(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(command, args, env);
  suites.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
}

/**
 * Checks that each use one core, run side by side (typecheck and lint: about 65 s one after the other on 2 cores).
 * Each one's output is printed when it ends, whole, under its own heading.
 */
async function checksSideBySide(checks) {
  await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            suites.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds });
            resolve();
          });
        }),
    ),
  );
}

await checksSideBySide([
  ['typecheck', 'pnpm', ['run', '-s', 'typecheck']],
  ['lint', 'pnpm', ['run', '-s', 'lint']],
]);
// Before vitest: the site server's tests render pages with the shell's and public-kb's server builds. Brotli at 5,
// not production's 11: the tests read the .br copies but weigh nothing by them (the budgets gzip the scripts themselves).
const built = check('build', 'pnpm', ['run', '-s', 'build'], { BUILD_BROTLI_QUALITY: '5' });

/** A vitest run (`args` before its reporter flags) counted as one suite; answers its JSON report. */
function vitestSuite(name, args, file) {
  console.log(`\n=== ${name} ===`);
  const json = path.join(results, file);
  rmSync(json, { force: true });
  // No `--` before the reporter flags: pnpm would pass it to vitest literally.
  const outcome = run('pnpm', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  const report = readJson(json);
  suites.push({
    name,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (outcome.ok || report.numFailedTests > 0 ? 0 : 1) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    seconds: outcome.seconds,
  });
  return report;
}

const v = vitestSuite('vitest', ['exec', 'vitest', 'run'], 'vitest.json');
// The API's database, read-model and publishing tests again on FerretDB on PostgreSQL (issue 43; a private cluster).
const vp = vitestSuite('vitest (PostgreSQL)', ['run', '-s', 'test:api:postgres'], 'vitest-postgres.json');

console.log('\n=== playwright ===');
const e2eJson = path.join(results, 'e2e-results.json');
rmSync(e2eJson, { force: true });
if (built) {
  // independentDeploy.spec builds public-kb twice more: with the same fast brotli.
  const e2e = run('pnpm', ['exec', 'playwright', 'test', '-c', 'shell/e2e/playwright.config.ts'], { BUILD_BROTLI_QUALITY: '5' });
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

/** Every test's time: vitest's per test, Playwright's per attempt (its hooks' time is in the test's). */
function testTimes() {
  const times = [v, vp].flatMap((report) =>
    (report?.testResults ?? []).flatMap((file) =>
      file.assertionResults.map((t) => ({
        ms: t.duration ?? 0,
        name: `vitest${report === vp ? ' (PostgreSQL)' : ''} ${path.relative(root, file.name)} › ${t.fullName}`,
      })),
    ),
  );
  const walk = (suite, file) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((t) => t.results.map((r) => ({ ms: r.duration ?? 0, name: `playwright ${spec.file ?? file}:${spec.line} › ${spec.title}` }))),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, suite.file ?? file)),
  ];
  return [...times, ...(readJson(e2eJson)?.suites ?? []).flatMap((suite) => walk(suite, suite.file))];
}

console.log('\n=== 20 slowest tests ===');
for (const { ms, name } of testTimes()
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 20))
  console.log(`${(ms / 1000).toFixed(1).padStart(6)}s  ${name}`);

/** Every failed test with the first lines of its error, so the end of the log names what to mend. */
function failures() {
  const fromVitest = [v, vp].flatMap((report) =>
    (report?.testResults ?? []).flatMap((file) => [
      ...file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({
          name: `vitest${report === vp ? ' (PostgreSQL)' : ''} ${path.relative(root, file.name)} › ${t.fullName}`,
          message: t.failureMessages?.[0] ?? '',
        })),
      // A file that fails before its tests run (an import or a hook) has no failed test of its own.
      ...(file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')
        ? [{ name: `vitest${report === vp ? ' (PostgreSQL)' : ''} ${path.relative(root, file.name)}`, message: file.message ?? '' }]
        : []),
    ]),
  );
  const walk = (suite, file) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((t) =>
        t.results
          .filter((r) => r.status !== 'passed' && r.status !== 'skipped')
          .map((r) => ({
            name: `playwright ${spec.file ?? file}:${spec.line} › ${spec.title}${t.status === 'flaky' ? ` (attempt ${r.retry + 1}; passed on retry)` : ''}`,
            message: r.error?.message ?? r.status,
          })),
      ),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, suite.file ?? file)),
  ];
  return [...fromVitest, ...(readJson(e2eJson)?.suites ?? []).flatMap((suite) => walk(suite, suite.file))];
}

const failed = failures();
if (failed.length > 0) {
  console.log('\n=== failed tests (and attempts that passed on retry) ===');
  const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
  for (const { name, message } of failed) console.log(`${name}\n    ${plain(message).split('\n').slice(0, 6).join('\n    ')}`);
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
