import { expect, type Page } from '@playwright/test';

/** Opens a page of the site and waits until its heading shows and the network is idle (the remote has what it needs). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}
