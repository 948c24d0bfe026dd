import { test as base, type Page } from '@playwright/test';
import { appTookOver } from './takeover';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose `page` waits after `goto` and `reload` until the app has hydrated a page
 * of ours (one with the app's `#root`). Before that the page is the server's HTML, and a click on it is
 * lost: a loaded machine hydrates late. A `waitUntil` given by the test opts out (it looks at the
 * server's HTML on purpose).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForTheApp(page));
  },
});

function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenWait = async <T>(response: T, waitUntil: unknown): Promise<T> => {
    if (waitUntil === undefined && (await page.locator('#root').count()) > 0) await appTookOver(page);
    return response;
  };
  page.goto = async (url, options) => thenWait(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => thenWait(await reload(options), options?.waitUntil);
  return page;
}
