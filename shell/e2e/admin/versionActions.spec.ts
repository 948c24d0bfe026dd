import { expect, test, type Locator, type Page } from '../support/test';
import { storeSession, type AdminSession } from './adminSession';
import { ARTICLE, rareWord, screenshots, versionSiteForFile } from './versionSite';

/**
 * Issue 44, item 6: a publisher renames, archives, releases ("Make current") and deletes versions on the
 * Versions screen, each asked first in the app's own dialog; readers follow (the archived banner, the menu, the
 * current docs, a deleted version's 404).
 */
const WORD = rareWord('zq');
const RELEASE_TEXT = `Release 2.0 calibrates with the ${WORD} chart.`;
const own = versionSiteForFile('Vida Owner', WORD);

const as = (session: AdminSession) => ({ headers: { Authorization: `Bearer ${session.sessionToken}` } });

test.beforeAll(async () => {
  const { api, publisher, articleId } = own.ready();
  // The docs today are 1.0; 2.0 is the next release (a beta with the article rewritten); 0.9 an old one.
  expect((await api.post('/api/admin/versions', { ...as(publisher), data: { name: '0.9', status: 'deprecated', mainLineName: '1.0' } })).status()).toBe(201);
  expect((await api.post('/api/admin/versions', { ...as(publisher), data: { name: '2.0', status: 'beta' } })).status()).toBe(201);
  const saved = await api.post('/api/admin/save-revision', {
    ...as(publisher),
    data: { articleId, content: `<h2>Calibration in 2.0</h2><p>${RELEASE_TEXT}</p>`, version: '2.0' },
  });
  expect(saved.status()).toBe(200);
  expect((await api.post(`/api/admin/publish-revision/${((await saved.json()) as { id: string }).id}`, as(publisher))).status()).toBe(200);
});

/** The element is within the window's width (scrolled to, it is on screen without a sideways scroll). */
async function insideTheWindow(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= page.viewportSize()!.width, `${await element.getAttribute('aria-label')} at x ${box.x}`).toBe(true);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a publisher renames, archives, makes current and deletes versions; readers follow each', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const { site, api, publisher } = own.ready();
  await storeSession(page, publisher);
  await page.goto(`${site.url}/admin/versions`);

  await test.step('the Versions screen at 390 and 1280 px, light and dark, every action on screen', async () => {
    await screenshots(page, testInfo, 'versions', async () => {
      // On a phone each version is a block of its own: its actions are inside the window, not past a sideways scroll.
      for (const name of ['Make current 2.0', 'Rename 2.0', 'Archive 2.0', 'Delete 2.0'])
        await insideTheWindow(page, row(page, '2.0').getByRole('button', { name }));
      await insideTheWindow(page, row(page, '1.0').getByRole('button', { name: 'Rename 1.0' }));
      await expect(row(page, '1.0').getByRole('button', { name: 'Make current 1.0' })).toHaveCount(0);
    });
  });

  await test.step('"Rename": 0.9 becomes 0.8 in the app’s own dialog', async () => {
    await row(page, '0.9').getByRole('button', { name: 'Rename 0.9' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename version 0.9' });
    await dialog.getByLabel('New name').fill('0.8');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(page.getByText('0.9 is now 0.8')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '0.8', exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '0.9', exact: true })).toHaveCount(0);
  });

  await test.step('"Archive": 0.8 leaves the Version menu, and its pages say it is archived', async () => {
    await row(page, '0.8').getByRole('button', { name: 'Archive 0.8' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive 0.8?' });
    await expect(dialog).toContainText('leaves the version menu and becomes read-only');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Status of 0.8' })).toHaveValue('archived');
    await expect(row(page, '0.8').getByRole('button', { name: 'Archive 0.8' })).toHaveCount(0);

    const reader = await page.context().newPage();
    await reader.goto(`${site.url}/v/0.8/article/${ARTICLE.slug}`);
    await expect(reader.getByRole('note').filter({ hasText: 'You are reading the docs for 0.8, an archived version' })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await screenshots(reader, testInfo, 'archived-banner', async () => {
      await expect(reader.getByRole('note').filter({ hasText: 'an archived version' })).toBeVisible();
    });
    await reader.goto(`${site.url}/`);
    await expect(reader.getByRole('combobox', { name: 'Version' }).locator('option')).toHaveText(['1.0', '2.0']);
    await reader.close();
  });

  await test.step('"Make current": 2.0 is released; readers of the usual addresses get it, 1.0 stays as a deprecated version', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await row(page, '2.0').getByRole('button', { name: 'Make current 2.0' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make 2.0 current?' });
    await expect(dialog).toContainText('Readers at the usual addresses get 2.0');
    await expect(dialog).toContainText('The docs of 1.0 stay readable as a deprecated version named 1.0.');
    await dialog.getByRole('button', { name: 'Make current', exact: true }).click();
    await expect(page.getByText('2.0 is the current version; 1.0 stays readable as a deprecated version')).toBeVisible();
    await expect(row(page, '2.0').getByRole('cell').first()).toHaveText('Current');
    await expect(page.getByRole('combobox', { name: 'Status of 1.0' })).toHaveValue('deprecated');

    const reader = await page.context().newPage();
    await reader.goto(`${site.url}/article/${ARTICLE.slug}`);
    await expect(reader.getByText(RELEASE_TEXT)).toBeVisible();
    await expect(reader.getByRole('note').filter({ hasText: 'an archived version' })).toHaveCount(0);
    await reader.goto(`${site.url}/v/1.0/article/${ARTICLE.slug}`);
    await expect(reader.getByRole('note').filter({ hasText: 'You are reading the docs for 1.0, an older version that is no longer updated.' })).toBeVisible();
    await expect(reader.getByText(WORD)).toHaveCount(0);
    const found = (await (await api.get(`/api/search?q=${WORD}`)).json()) as { slug: string }[];
    expect(found.map((hit) => hit.slug)).toEqual([ARTICLE.slug]);
    // Agents read the current docs: the full llms file has 2.0's text.
    expect(await (await api.get('/llms-full.txt')).text()).toContain(RELEASE_TEXT);
    await reader.close();
  });

  await test.step('"Delete": the confirmation names what goes; then 0.8’s pages are gone', async () => {
    await row(page, '0.8').getByRole('button', { name: 'Delete 0.8' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete version 0.8?' });
    // 0.8 kept the article as it was when 2.0 was published onto the docs.
    await expect(dialog).toContainText(
      'Its addresses /v/0.8/… go, with its 1 article changed in 0.8; readers of them get "page not found". 2.0 is not changed.',
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Version 0.8 is deleted')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '0.8', exact: true })).toHaveCount(0);
    expect((await api.get(`/v/0.8/article/${ARTICLE.slug}`)).status()).toBe(404);
    await screenshots(page, testInfo, 'versions-after', async () => {
      await expect(page.getByRole('rowheader', { name: '2.0', exact: true })).toBeVisible();
    });
  });
});
