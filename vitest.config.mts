import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that time the event loop under attack (readers' latency while hostile HTML is parsed) or a worker thread's
 * time limit: each runs in a process of its own, so no heap left by the files before it (a major GC) stalls what they
 * measure, and after every other file, one at a time, so no other test shares the cores while they measure.
 */
const EVENT_LOOP_TIMED = ['api/src/routes/admin/hostileHtml.test.ts', 'shell/server/untrustedHtml.test.ts', 'api/src/html/htmlPool.test.ts'];
/**
 * FerretDB on PostgreSQL (each starts a private cluster; PostgreSQL's programs must be installed): run by
 * `pnpm test:api:postgres` (TEST_DATABASE=postgres), which also runs the API's database, command, read-model
 * and publishing files on PostgreSQL.
 */
const POSTGRES_FILES = ['api/src/db/postgres.test.ts', 'api/src/db/ginIndexes.test.ts'];
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const apiProject = {
  environment: 'node' as const,
  globalSetup: ['api/test/globalSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * One vitest run for the whole workspace: API over HTTP on the real embedded database, and UI in jsdom. Two files
 * at a time (vitest's default on 2 cores is one): an API file spends much of its time waiting on the database, which
 * runs in a process of its own, so one worker left a core idle (decision 0173).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...apiProject,
          name: 'api',
          include: ['api/**/*.test.ts', 'packages/contracts/**/*.test.ts', 'shell/server/**/*.test.ts', 'deploy/**/*.test.ts', '*.test.ts'],
          exclude: [...configDefaults.exclude, ...EVENT_LOOP_TIMED, ...(onPostgres ? [] : POSTGRES_FILES)],
          // The files share the worker's modules: each builds its own app on its own database, and importing
          // the API afresh for every file was most of this project's time (36 route files: 249 s → 103 s).
          isolate: false,
        },
      },
      { test: { ...apiProject, name: 'api-timed', include: EVENT_LOOP_TIMED, isolate: true, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{public-kb,admin-console,shell}/src/**/*.test.{ts,tsx}', 'packages/{api-client,ui}/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/test/setup.ts'],
          // As the API's: jsdom tests that render the editor or a page take 1-5 s alone and several times that beside
          // two workers of API files (a 15 s limit failed components that were only slow).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
