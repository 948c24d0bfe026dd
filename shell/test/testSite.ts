import type { AddressInfo } from 'node:net';
import type { TestApi } from '../../api/test/harness';
import { createSiteApp } from '../server/siteApp';
import { SiteEnvSchema } from '../server/siteEnv';

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
    dirs: { shell: new URL('../server/pages/fixtures', import.meta.url).pathname },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
