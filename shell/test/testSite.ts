import { afterAll, beforeAll } from 'vitest';
import { loopbackUrl, type TestApi } from '../../api/test/harness';
import { clientLimiter, searchBudgetOf } from '@kb/api';
import { createApp } from '../../api/src/app';
import { createSiteServer } from '../server/server';
import { createSiteApp } from '../server/siteApp';
import { SiteEnvSchema } from '../server/siteEnv';

/** A search budget for a site app without an API: the API's default (SEARCH_RATE_LIMIT 100 in 10 s). */
export const testSearchBudget = () => clientLimiter('search', { points: 100, windowSeconds: 10 });

export interface TestSite {
  base: string;
  close(): void;
}

/** The site app over a test API's read model, with the page template of `shell/server/pages/fixtures`, on 127.0.0.1. */
export async function startTestSite(api: TestApi, env: Record<string, string> = { PUBLIC_ORIGIN: 'https://kb.example.com' }): Promise<TestSite> {
  const app = createSiteApp({
    env: SiteEnvSchema.parse(env),
    mediaDir: '/nonexistent',
    content: api.deps.readModel,
    searchBudget: searchBudgetOf(api.deps.env),
    dirs: { shell: new URL('../server/pages/fixtures', import.meta.url).pathname },
  });
  const server = app.listen(0, '127.0.0.1');
  return { base: await loopbackUrl(server), close: () => server.close() };
}

/** The test file's site over its test API: started before its tests (after the API), closed after them. */
export function testSiteForFile(api: TestApi, env?: Record<string, string>): TestSite {
  let started: TestSite | undefined;
  beforeAll(async () => {
    started = await startTestSite(api, env);
  });
  afterAll(() => started?.close());
  return {
    get base() {
      if (!started) throw new Error('the test site starts before the tests: use it in hooks and tests');
      return started.base;
    },
    close: () => started?.close(),
  };
}

/** The one-port production server (`/api` and the pages) over a test API, on 127.0.0.1. */
export async function startTestSiteServer(api: TestApi, env: Record<string, string> = { PUBLIC_ORIGIN: 'https://kb.example.com' }): Promise<TestSite> {
  const server = createSiteServer({ app: createApp(api.deps), deps: api.deps, mediaDir: '/nonexistent' } as Parameters<typeof createSiteServer>[0], {
    env: SiteEnvSchema.parse(env),
    dirs: { shell: new URL('../server/pages/fixtures', import.meta.url).pathname },
  });
  server.listen(0, '127.0.0.1');
  return { base: await loopbackUrl(server), close: () => server.close() };
}
