import { expect, test } from '../support/test';
import { publishOwnArticle, type OwnArticle } from '../support/ownArticle';
import { VisitorSite } from './visitorPages';

let article: OwnArticle;
test.beforeAll(async ({ playwright }, testInfo) => {
  article = await publishOwnArticle({ playwright }, testInfo);
});
test.afterAll(() => article?.remove());

test.describe('browsing the knowledge base', () => {
  test('browse the category tree to an article and use its table of contents', async ({ page }) => {
    const site = new VisitorSite(page);
    await page.goto('/');

    await test.step('the tree leads to the article', async () => {
      await expect(site.sidebar.getByRole('link', { name: 'Home › Knowledge Base' })).toBeVisible();
      await site.openFromSidebar(article.categories, article.title);
      await expect(page).toHaveURL(new RegExp(`/article/${article.slug}$`));
      await expect(page).toHaveTitle(`${article.title} | Skyframe Studio`);
      await expect(site.sidebar.getByRole('link', { name: article.title })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(new RegExp(article.categories.join('.*')));
      await expect(page.getByText(/^Updated: \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
      await expect(page.getByText(/^Reading time: \d+ min$/)).toBeVisible();
      await expect(page.getByRole('note').first()).toContainText('Best Practice:');
    });

    await test.step('the table of contents jumps to a heading and follows the scroll', async () => {
      await site.toc.getByRole('link', { name: 'Judging the Result' }).click();
      await expect(page).toHaveURL(/#judging-the-result$/);
      const heading = page.getByRole('heading', { level: 2, name: 'Judging the Result' });
      await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(120);
      await expect(site.toc.getByRole('link', { name: 'Judging the Result' })).toHaveAttribute('aria-current', 'location');
      await page.getByRole('heading', { level: 2, name: 'What You Need' }).evaluate((element) => element.scrollIntoView());
      await expect(site.toc.getByRole('link', { name: 'What You Need' })).toHaveAttribute('aria-current', 'location');
      await expect(page).toHaveURL(/#what-you-need$/);
    });

    await test.step('a link with a hash scrolls to its heading on load', async () => {
      await page.goto('/');
      await page.goto(`/article/${article.slug}#calibrating-a-prime-lens`);
      const heading = page.getByRole('heading', { level: 2, name: 'Calibrating a Prime Lens' });
      await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(120);
    });
  });

  test('an unknown article shows Article Not Found with a way home', async ({ page }) => {
    await page.goto('/article/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByText('ARTICLES', { exact: true })).toBeVisible();
  });

  test('printing shows the article without the navigation', async ({ page }) => {
    const site = new VisitorSite(page);
    await page.goto(`/article/${article.slug}`);
    await expect(site.sidebar).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(site.sidebar).toBeHidden();
    await expect(site.toc).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });
});
