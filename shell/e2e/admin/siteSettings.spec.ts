import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { DEFAULT_SITE_BRANDING } from '@kb/contracts';
import { apiSignIn, storeSession, type AdminSession } from './adminSession';
import { PNG } from './editorPage';
import { appTookOver } from '../support/takeover';
import { overflow, WIDTHS_AND_SCHEMES } from '../support/screens';

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
  await form.getByLabel('Welcome heading', { exact: true }).fill('Welcome to the Acme docs');
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

for (const [width, scheme] of [
  [1280, 'light'],
  [390, 'dark'],
] as const) {
  test(`Favicon and logo previews at ${width} px, ${scheme}: an uploaded PNG favicon is linked in every page's head with its type and size`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    owner = await apiSignIn(page.request, 'Olive Owner');
    const none = await page.request.patch('/api/admin/site-settings', {
      data: { favicon: '', logoLight: '', logoDark: '' },
      headers: { Authorization: `Bearer ${owner.sessionToken}` },
    });
    expect(none.status()).toBe(200);
    await storeSession(page, owner);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Site settings' });
    await expect(form.getByRole('img', { name: 'Preview of the logo (light)' })).toContainText('Built-in logo');
    await expect(form.getByRole('img', { name: 'Preview of the favicon' })).toContainText('No favicon');
    await form
      .locator('input[type=file][accept="image/png"]')
      .setInputFiles({ name: `icon-${width}.png`, mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await expect(form.getByLabel('Favicon', { exact: true })).toHaveValue(/^\/media\/icon-\d+-[0-9a-f]{16}\.png$/);
    const preview = form.getByRole('img', { name: 'Preview of the favicon' }).locator('img');
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    // The preview fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();

    const reader = await (await browser.newContext()).newPage();
    await reader.goto('/');
    const icon = reader.locator('head link[rel="icon"]');
    await expect(icon).toHaveAttribute('type', 'image/png');
    await expect(icon).toHaveAttribute('sizes', '2x2');
    const served = await reader.request.get((await icon.getAttribute('href'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    await context.close();
  });
}

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/settings');

for (const [width, scheme] of WIDTHS_AND_SCHEMES) {
  test(`Languages at ${width} px, ${scheme}: the menu lists only enabled languages, and /de shows the welcome, footer and category names written in German`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    owner = await apiSignIn(page.request, 'Olive Owner');
    const englishOnly = await page.request.patch('/api/admin/site-settings', {
      data: { languages: ['en'], localTexts: {} },
      headers: { Authorization: `Bearer ${owner.sessionToken}` },
    });
    expect(englishOnly.status()).toBe(200);
    const reader = await (await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme })).newPage();
    await reader.goto('/');
    // English alone: no language menu at all.
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByRole('combobox', { name: 'Language' })).toHaveCount(0);

    await storeSession(page, owner);
    await page.goto('/admin/settings');
    const languages = page.getByRole('form', { name: 'Site settings' }).getByRole('group', { name: 'Enabled languages' });
    await expect(languages.getByLabel('English')).toBeChecked();
    await expect(languages.getByLabel('English')).toBeDisabled();
    await languages.getByLabel('Deutsch').check();
    const german = page.getByRole('region', { name: 'Texts in Deutsch' });
    await german.getByLabel('Welcome heading (de)').fill(`Willkommen bei Acme (${width})`);
    await german.getByLabel('Footer notices (de)').fill('Acme ist eine Marke der Acme GmbH.');
    await german.getByText(/^Category names \(de\): \d+ of \d+ translated$/).click();
    await german.getByLabel('Live Production in Deutsch').fill('Live-Produktion');
    await expect(german.getByText(/^Category names \(de\): 1 of \d+ translated$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Texts in Français' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await german.screenshot({ path: path.join(SHOTS, `languages-${width}-${scheme}.png`) });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();

    await reader.goto('/');
    const menu = reader.getByRole('combobox', { name: 'Language' });
    await expect(menu.locator('option')).toHaveText(['English', 'Deutsch']);
    await expect(reader.locator('head link[rel="alternate"][hreflang]')).toHaveCount(3); // en, de, x-default
    await appTookOver(reader);
    await menu.selectOption({ label: 'Deutsch' });
    await expect(reader).toHaveURL(/\/de\/?$/);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Willkommen bei Acme (${width})`);
    await expect(reader.getByRole('contentinfo')).toContainText('Acme ist eine Marke der Acme GmbH.');
    await expect(reader.getByRole('main').getByRole('link', { name: 'Live-Produktion' })).toBeVisible();
    await reader.screenshot({ path: path.join(SHOTS, `german-home-${width}-${scheme}.png`) });
    // A language not enabled is not offered, though its page still opens (links to it keep working).
    await reader.goto('/fr');
    await expect(reader.getByRole('combobox', { name: 'Langue' }).locator('option')).toHaveText(['English', 'Deutsch', 'Français']);
    await context.close();
  });
}

for (const [width, scheme] of WIDTHS_AND_SCHEMES) {
  test(`Branding at ${width} px, ${scheme}: a light logo alone serves dark readers too, a wide logo fits whole, the footer's © notice is not doubled`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    owner = await apiSignIn(page.request, 'Olive Owner');
    const headers = { Authorization: `Bearer ${owner.sessionToken}` };
    expect(
      (
        await page.request.patch('/api/admin/site-settings', {
          data: { logoLight: '', logoDark: '', footerNotices: DEFAULT_SITE_BRANDING.footerNotices },
          headers,
        })
      ).status(),
    ).toBe(200);
    await storeSession(page, owner);
    await page.goto('/admin/settings');
    // A wide logo (600 × 60), drawn by the browser.
    const wide = await page.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 600, height: 60 });
      const context2d = canvas.getContext('2d')!;
      context2d.fillStyle = '#b0301c';
      context2d.fillRect(0, 0, 600, 60);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByLabel('Upload logo (light)').setInputFiles({ name: `wide-${width}.png`, mimeType: 'image/png', buffer: Buffer.from(wide, 'base64') });
    await expect(form.getByLabel('Logo (light)', { exact: true })).toHaveValue(/^\/media\/wide-\d+-[0-9a-f]{16}\.png$/);
    await expect(form.getByRole('img', { name: 'Preview of the logo (dark)' })).toContainText('Uses the light logo');
    await form.getByLabel(/^Footer notices(?! \()/).fill('© 2026 Acme Corp. All rights reserved.');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    const uploaded = await form.getByLabel('Logo (light)', { exact: true }).inputValue();

    const reader = await (await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme })).newPage();
    await reader.goto('/');
    const logo = reader.getByRole('banner').locator(`img.kb-logo-${scheme}`);
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', uploaded);
    // Whole and inside the header: scaled down to the header's height, never cropped, no sideways scroll.
    const shown = await logo.evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
      natural: img.naturalWidth / img.naturalHeight,
    }));
    expect(shown.height).toBe(32);
    expect(shown.width).toBeLessThanOrEqual((width < 480 ? 0.3 * width : Math.min(0.4 * width, 240)) + 0.5);
    expect(await logo.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectFit)).toBe('contain');
    expect(await overflow(reader)).toEqual({ past: 0, wide: [] });
    // The owner's notice carries the ©: the footer shows it once, without an automatic © line of its own.
    const footer = reader.getByRole('contentinfo');
    await expect(footer).toContainText('© 2026 Acme Corp. All rights reserved.');
    expect(((await footer.textContent()) ?? '').split('©').length - 1).toBe(1);
    await reader.getByRole('banner').screenshot({ path: path.join(SHOTS, `branding-header-${width}-${scheme}.png`) });
    await context.close();
  });
}
