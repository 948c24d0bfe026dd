import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/test';
import { randomPort, startOwnSite, type OwnSite } from '../support/ownSite';
import { apiSignIn, personSession, type AdminSession } from './adminSession';

/** The article the version specs change. */
export const ARTICLE = { slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' };

/** A word no article has, for finding a version's text (`prefix` tells the specs' apart). */
export const rareWord = (prefix: string) => `${prefix}${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

export interface VersionSite {
  site: OwnSite;
  api: APIRequestContext;
  publisher: AdminSession;
  articleId: string;
}

/**
 * A site of the spec's own (a version changes every page) with a publisher signed in, started before the spec's
 * tests (which run in order) and stopped after them; `ready` is the site once started.
 */
export function versionSiteForFile(owner: string, tag: string): { ready: () => VersionSite } {
  let started: VersionSite | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(240_000);
    const site = await startOwnSite(randomPort(), {});
    const api = await playwright.request.newContext({ baseURL: site.url });
    const ownerToken = (await apiSignIn(api, owner)).sessionToken;
    const publisher = await personSession(api, ownerToken, 'publisher', tag);
    const articleId = ((await (await api.get(`/api/articles/${ARTICLE.slug}`)).json()) as { id: string }).id;
    started = { site, api, publisher, articleId };
  });
  test.afterAll(async () => {
    await started?.api.dispose();
    await started?.site.stop();
  });
  return {
    ready: () => {
      if (!started) throw new Error('the site starts before the tests: use it in hooks and tests');
      return started;
    },
  };
}

export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The page at 390 and 1280 px in the light and dark themes (loaded at that size: the editor's drawer closes on a
 * phone), attached to the report; `ready` waits for what must be on screen; no sideways scroll.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string, ready: () => Promise<void>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await ready();
      expect(await noSidewaysScroll(page), `${name} at ${width} px, ${colorScheme}`).toBe(true);
      await testInfo.attach(`${name}-${width}-${colorScheme}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    }
  }
}
