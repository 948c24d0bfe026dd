import { defineConfig } from 'vitest/config';

/** One vitest run for the whole workspace: API over HTTP on the real embedded database, and UI in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'packages/contracts/**/*.test.ts', 'shell/server/**/*.test.ts', 'deploy/**/*.test.ts', '*.test.ts'],
          globalSetup: ['api/test/globalSetup.ts'],
          // The files share the worker's modules: each builds its own app on its own database, and importing
          // the API afresh for every file was most of this project's time (36 route files: 249 s → 103 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{public-kb,admin-console,shell}/src/**/*.test.{ts,tsx}', 'packages/{api-client,ui}/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
