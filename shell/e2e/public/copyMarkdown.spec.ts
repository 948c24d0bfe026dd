import { expect, test } from '../support/test';
import { publishOwnArticle, type OwnArticle } from '../support/ownArticle';
import { VisitorSite } from './visitorPages';

let article: OwnArticle;
test.beforeAll(async ({ playwright }, testInfo) => {
  article = await publishOwnArticle({ playwright }, testInfo);
});
test.afterAll(() => article?.remove());

test.describe('Copy as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the article the reader is on as Markdown', async ({ page, baseURL }) => {
    const site = new VisitorSite(page);
    await page.goto(`/article/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

    await test.step('the quick action puts the Markdown page on the clipboard', async () => {
      await site.quickActions.getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect(page.getByText('Markdown copied')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^---\ntitle: "${article.title}"\n`));
      expect(copied).toContain(`# ${article.title}\n`);
      expect(copied).toContain('\n## Judging the Result\n');
      expect(copied).toMatch(/\n> \*\*Best Practice:?\*\*/);
      expect(copied).toBe(await (await page.request.get(`${baseURL}/article/${article.slug}.md`)).text());
    });

    await test.step('pages that are not articles have no such action', async () => {
      await page.goto('/');
      await expect(site.quickActions.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(site.quickActions.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
    });
  });
});
