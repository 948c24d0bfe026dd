import { expect, type Page } from '@playwright/test';

/**
 * Waits until the React app runs in the page (it hydrated the server's HTML): from then on the app's
 * router follows history changes. The server's HTML is on screen long before that; on a loaded 2-core machine the
 * app's scripts (and the admin console's remote) can take longer than an expectation's default 7 s to run.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
}
