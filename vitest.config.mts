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
