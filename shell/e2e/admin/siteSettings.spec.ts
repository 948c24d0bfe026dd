import { expect, test } from '../support/test';
import { DEFAULT_SITE_BRANDING } from '@kb/contracts';
import { apiSignIn, storeSession, type AdminSession } from './adminSession';

let owner: AdminSession;

test.afterAll(async ({ request }) => {
  // Other specs on this server expect SPEC's names.
  const restored = await request.patch('/api/admin/site-settings', { data: DEFAULT_SITE_BRANDING, headers: { Authorization: `Bearer ${owner.sessionToken}` } });
  expect(restored.status()).toBe(200);
});

test('a site settings change reaches the public header, home, titles and llms.txt at once, with no hydration error', async ({ page, browser }) => {
  owner = await apiSignIn(page.request, 'Olive Owner');
  await storeSession(page, owner);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site settings', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Site settings' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Skyframe Studio');
  await expect(form.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await form.getByLabel('Name', { exact: true }).fill('Acme Docs');
  await form.getByLabel('Publisher', { exact: true }).fill('Acme Corp');
  await form.getByLabel('Welcome heading').fill('Welcome to the Acme docs');
  await form.getByLabel('Words').uncheck();
  await form.getByLabel('Accent colour', { exact: true }).fill('#aa3300');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  const saved = Date.now();

  const reader = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  reader.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await reader.goto('/');
  expect(Date.now() - saved).toBeLessThan(5000);
  await expect(reader).toHaveTitle('Knowledge Base | Acme Docs');
  const header = reader.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Acme Docs home' })).toBeVisible();
  await expect(header.getByRole('img', { name: 'Acme Docs' }).first()).toBeAttached();
  await expect(header.getByRole('link', { name: /Acme Corp/ })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Acme docs');
  await expect(reader.getByText('WORDS', { exact: true })).toHaveCount(0);
  await expect(reader.getByRole('contentinfo')).toContainText('© 2');
  await expect(reader.getByRole('contentinfo')).toContainText('Acme Corp. All rights reserved.');
  expect(await reader.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kb-color-accent').trim())).toBe('#aa3300');
  // Moving to another page keeps the name in the title (the browser reads the same settings).
  await header.getByRole('searchbox').first().fill('camera');
  await header.getByRole('searchbox').first().press('Enter');
  await expect(reader).toHaveTitle('camera - Search Results | Acme Docs');
  expect(problems).toEqual([]);

  const llms = await reader.request.get('/llms.txt');
  expect((await llms.text()).split('\n')[0]).toBe('# Acme Docs Knowledge Base');
});
