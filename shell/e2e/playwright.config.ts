import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Chosen once in the main process; workers inherit the environment.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'kb-e2e-'));
export const ADMIN_PASSWORD = 'e2e-admin-password';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Specs that run after all the others. siteSettings changes what every page of the shared server shows (its name, its
 * welcome), so nothing else runs on that server beside it. atSize (two generated sites of 1,000 and 5,000 articles) and
 * independentDeploy (two more builds of public-kb) start servers of their own but keep both cores busy, which would slow
 * the specs beside them past their timeouts: they run one after the other, beside siteSettings only. gapAnalysis and
 * insights share the site's one gap analysis (its reference URLs and generated concepts): run at once they change it
 * under each other, so they run alone too, gapAnalysis first (it starts from no concepts). Every other spec keeps to
 * its own articles, people and sites, so two of them run at once.
 */
const SHARED_SERVER_ALONE = ['admin/gapAnalysis.spec.ts', 'admin/insights.spec.ts', 'admin/siteSettings.spec.ts'];
const AT_SIZE = ['production/atSize.spec.ts', 'production/independentDeploy.spec.ts'];
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // On CI one more attempt: a clean-clone run shares two cores with the site, its database and two browsers, and a
  // wait that passes at once on a quiet machine has passed its timeout there. Each failed attempt is still printed.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results', 'e2e-results.json') }]],
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'chromium', testIgnore: [...SHARED_SERVER_ALONE, ...AT_SIZE], use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
    {
      name: 'alone',
      testMatch: SHARED_SERVER_ALONE,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    { name: 'at size', testMatch: AT_SIZE, dependencies: ['chromium'], workers: 1, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    // The site exactly as `pnpm start` serves it, on a fresh database.
    command: 'node --import tsx shell/server/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: baseURL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ANALYSIS_ALLOW_LOOPBACK: 'true',
    },
  },
});
