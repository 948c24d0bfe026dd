import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium';
import { startSite } from './startSite';

const site = await startSite();
const browser = await chromium.launch(chromiumLaunch);
try {
  await site.searchReady();
  const login = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ adminName: 'Shot Taker', password: 'bench-admin-password' }) });
  const session = (await login.json()) as { sessionToken: string; adminName: string; expiresAt: string };
  const headers = { Authorization: `Bearer ${session.sessionToken}`, 'Content-Type': 'application/json' };
  const category = ((await (await fetch(`${site.url}/api/admin/tree`, { headers })).json()) as { categories: { id: string }[] }).categories[0]!.id;
  const article = (await (await fetch(`${site.url}/api/admin/articles`, { method: 'POST', headers, body: JSON.stringify({ title: 'Shots', slug: 'shots', categoryId: category }) })).json()) as { id: string };
  await fetch(`${site.url}/api/admin/save-revision`, { method: 'POST', headers, body: JSON.stringify({ articleId: article.id, content: '<p>Start</p>' }) });
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, colorScheme: scheme });
      await context.addInitScript(([t, n, e]) => { localStorage.setItem('admin_token', t); localStorage.setItem('admin_name', n); localStorage.setItem('admin_expires_at', e); }, [session.sessionToken, session.adminName, session.expiresAt] as const);
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/articles/${article.id}`);
      const editor = page.getByRole('textbox', { name: 'Article content' });
      await editor.waitFor();
      await editor.getByText('Start').click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('/link');
      await page.keyboard.press('Enter');
      await page.getByLabel('Article', { exact: true }).fill('Camera Switching');
      await page.getByRole('button', { name: 'Sections', exact: true }).first().click();
      await page.getByRole('list', { name: /^Sections of / }).getByRole('button').first().waitFor();
      await page.screenshot({ path: `/tmp/shots/link-sections-${width}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`${site.url}/admin/account`);
      await page.getByRole('group', { name: 'Mail me my notifications' }).waitFor().catch(() => {});
      await page.screenshot({ path: `/tmp/shots/account-${width}-${scheme}.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
