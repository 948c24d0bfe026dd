import { expect, type Page } from '@playwright/test';

/**
 * Waits until the React app has replaced the server's snapshot (class kb-ssr): from then on the app's
 * router follows history changes. The snapshot's heading is on screen long before that.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('.kb-ssr')).toHaveCount(0);
}
