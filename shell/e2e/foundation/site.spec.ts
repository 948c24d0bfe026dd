import { expect, test, type Page, type Request } from '@playwright/test';

const ARTICLE = { slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' };

/** Records every request URL a page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

test.describe('the shell hosts both remotes', () => {
  test('home renders through the shell and the public remote', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByText(/2016/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
  });

  test('an article page renders its content', async ({ page }) => {
    await page.goto(`/article/${ARTICLE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(page.locator('article h2').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${ARTICLE.title} \\| `));
  });

  test('/articles/:slug redirects to /article/:slug', async ({ page }) => {
    await page.goto(`/articles/${ARTICLE.slug}`);
    await expect(page).toHaveURL(new RegExp(`/article/${ARTICLE.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  });

  test('/admin/login loads the admin remote', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/admin/login');
    await expect(page.getByPlaceholder('Your Full Name')).toBeVisible();
    expect(urls.some((url) => url.includes('/remotes/admin-console/'))).toBe(true);
  });

  for (const path of ['/', `/article/${ARTICLE.slug}`, '/search?q=x']) {
    test(`a visitor on ${path} downloads nothing from admin-console`, async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: 'Knowledge Base', exact: true })).toBeVisible();
      expect(urls.filter((url) => url.includes('/remotes/public-kb/')).length).toBeGreaterThan(0);
      expect(urls.filter((url) => url.includes('admin-console') || url.includes('admin_console'))).toEqual([]);
    });
  }

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible();
    await page.getByRole('link', { name: /homepage/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
