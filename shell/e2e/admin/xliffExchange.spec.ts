import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { AdminApi } from '../support/adminApi';
import { publishOwnArticle, type OwnArticle } from '../support/ownArticle';
import { apiSignIn, storeSession, type AdminSession } from './adminSession';

let article: OwnArticle;
let articleId: string;
let owner: AdminSession;
test.beforeAll(async ({ playwright }, testInfo) => {
  article = await publishOwnArticle({ playwright }, testInfo);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  owner = await apiSignIn(request, 'Xena Xliff');
  articleId = (await new AdminApi(request, owner.sessionToken).liveArticle(article.slug)).id;
  await request.dispose();
});
test.afterAll(() => article?.remove());

/** A translator's tool filling the targets of one article's <file>: each source, its text marked with the language. */
function translated(xml: string, id: string, mark: string): string {
  return xml.replace(new RegExp(`<file id="article-${id}">[\\s\\S]*?</file>`), (file) =>
    file.replace(/<source>([\s\S]*?)<\/source>/g, (_, source: string) => `<source>${source}</source><target>${mark} ${source}</target>`),
  );
}

/** The theme's success colour, readable on its background: the outcome of a saved article. */
const SAVED_COLOUR = { light: 'rgb(29, 122, 58)', dark: 'rgb(111, 211, 145)' } as const;

// Each run a language of its own: an import saves drafts, and every run starts from a language where the article is missing.
for (const [width, scheme, lang] of [
  [1280, 'light', 'de'],
  [1280, 'dark', 'fr'],
  [390, 'light', 'es'],
  [390, 'dark', 'ja'],
] as const) {
  test(`Export XLIFF and Import XLIFF at ${width} px, ${scheme}: the file holds the missing article, the translated file saves it as a draft, the console says so, and says why a file that is not XLIFF is refused`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await storeSession(page, owner);
    await page.goto(`/admin/translations/${lang}`);
    const exchange = page.getByRole('region', { name: /^XLIFF for / });
    const exportButton = exchange.getByRole('button', { name: 'Export XLIFF' });
    const importButton = exchange.getByRole('button', { name: 'Import XLIFF' });
    await expect(exportButton).toBeInViewport();
    await expect(importButton).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^translations-${lang}-\\d{4}-\\d{2}-\\d{2}\\.xlf$`));
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain(`version="2.1" srcLang="en" trgLang="${lang}"`);
    expect(xml).toContain(`<file id="article-${articleId}">`);

    const mark = `[${lang}]`;
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), importButton.click()]);
    await chooser.setFiles({ name: `${lang}.xlf`, mimeType: 'application/xliff+xml', buffer: Buffer.from(translated(xml, articleId, mark)) });
    await expect(page.getByRole('status').filter({ hasText: /1 of \d+ articles saved as drafts/ })).toBeVisible();
    const imported = page.getByRole('list', { name: 'Imported articles' });
    const saved = imported.getByRole('listitem').filter({ hasText: article.title }).getByText('Saved as a draft', { exact: true });
    await expect(saved).toBeVisible();
    await expect(saved).toHaveCSS('color', SAVED_COLOUR[scheme]);
    await expect(imported.getByRole('listitem').filter({ hasText: 'Skipped: no target' }).first()).toBeVisible();

    // A file that is not XLIFF: the server's words, in an alert.
    const [again] = await Promise.all([page.waitForEvent('filechooser'), importButton.click()]);
    await again.setFiles({ name: 'notes.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from('these are notes, not XLIFF') });
    await expect(page.getByRole('alert')).toContainText('The file could not be read as XLIFF');

    const workspace = await page.request.get(`/api/admin/articles/${articleId}/translations/${lang}`, {
      headers: { Authorization: `Bearer ${owner.sessionToken}` },
    });
    const { state, revisions } = (await workspace.json()) as { state: string; revisions: { title: string; content: string; isPublished: boolean }[] };
    expect(state).toBe('missing');
    expect(revisions[0]).toMatchObject({ title: `${mark} ${article.title}`, isPublished: false });
    expect(revisions[0]!.content).toContain(`<p>${mark} How to calibrate a lens for the ${article.word} rig.</p>`);
    expect(revisions[0]!.content).toContain('<img src="/media/a-lens-grid.svg"');
    await context.close();
  });
}
