import { expect, test } from '../support/test';
import { publishOwnArticle, type OwnArticle } from '../support/ownArticle';
import { SearchResultsPage, VisitorSite } from './visitorPages';

// Two articles of this spec's own, for the tests that mean "a search that finds something"; the tests
// of result counts, the summary and suggestions need the seed's many articles and vocabulary.
let first: OwnArticle;
let second: OwnArticle;
test.beforeAll(async ({ playwright }, testInfo) => {
  first = await publishOwnArticle({ playwright }, testInfo);
  second = await publishOwnArticle({ playwright }, testInfo);
});
test.afterAll(async () => {
  await first?.remove();
  await second?.remove();
});

test.describe('searching', () => {
  test('with the summary: summary links go to article slugs, and Show More / Show Less', async ({ page }) => {
    const site = new VisitorSite(page);
    const results = new SearchResultsPage(page);
    await page.goto('/');
    await site.search('  license  ');
    await expect(page).toHaveURL(/\/search\?q=license&aiSummary=true$/);
    await expect(page).toHaveTitle('license - Search Results | Skyframe Studio');

    await test.step('the summary', async () => {
      const link = results.summary.getByRole('link').first();
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toMatch(/^\/article\/[a-z0-9-]+(#[a-z0-9-]+)?$/);
      expect(await link.getAttribute('href')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    });

    await test.step('a summary longer than its card opens in full, and closes again', async () => {
      const body = page.locator('#kb-summary-body');
      const closedHeight = (await body.boundingBox())!.height;
      await results.summary.getByRole('button', { name: 'Show full summary' }).click();
      await expect(results.summary.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
      expect((await body.boundingBox())!.height).toBeGreaterThan(closedHeight);
      await results.summary.getByRole('button', { name: 'Show less' }).click();
      await expect(results.summary.getByRole('button', { name: 'Show full summary' })).toHaveAttribute('aria-expanded', 'false');
      expect((await body.boundingBox())!.height).toBe(closedHeight);
    });

    await test.step('6 results, then the rest', async () => {
      await expect(results.results).toHaveCount(6);
      const more = page.getByRole('button', { name: /^Show More \(\d+ more results\)$/ });
      const hidden = Number(/\((\d+) more/.exec((await more.textContent()) ?? '')?.[1]);
      await more.click();
      await expect(results.results).toHaveCount(6 + hidden);
      await page.getByRole('button', { name: 'Show Less' }).click();
      await expect(results.results).toHaveCount(6);
      await expect(results.results.first().getByText(/^\d+ min read$/)).toBeVisible();
      await expect(results.results.first().locator('mark').first()).toHaveText(/license/i);
    });

    await test.step('a result opens its article', async () => {
      const title = (await results.results.first().getByRole('heading').textContent())!;
      await results.results
        .first()
        .getByRole('link', { name: /^read more/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  });

  test('without the summary: an invitation instead, and no summary request', async ({ page }) => {
    const site = new VisitorSite(page);
    const results = new SearchResultsPage(page);
    const summaryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search-summary')) summaryRequests.push(request.url());
    });
    await page.goto('/');
    await site.search('keying', false);
    await expect(page).toHaveURL(/\/search\?q=keying$/);
    await expect(results.summary).toContainText("Turn on 'Search Summary'");
    await expect(results.results.first()).toBeVisible();
    expect(summaryRequests).toEqual([]);
    await results.summary.getByRole('button', { name: 'Enable Search Summary' }).click();
    await expect(page).toHaveURL(/aiSummary=true/);
    await expect(results.summary.getByRole('link').first()).toBeVisible();
  });

  test('follow a suggestion', async ({ page }) => {
    const results = new SearchResultsPage(page);
    // A misspelling: few results, so the page offers corrections ("keying", "chroma key").
    await page.goto('/search?q=keyng&aiSummary=true');
    const suggestions = results.suggestions.getByRole('link');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(2);
    const text = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${text}”` })).toBeVisible();
    await expect(new VisitorSite(page).searchBox).toHaveValue(text);
  });

  test('no results and no query', async ({ page }) => {
    await page.goto('/search?q=zzqqxxyy&aiSummary=true');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText('No intelligent Search Summary is possible as there are no article search results.')).toBeVisible();
    await page.goto('/search?q=');
    await expect(page.getByRole('heading', { name: 'No Search Query' })).toBeVisible();
  });

  test('the same search again fetches fresh results', async ({ page }) => {
    const site = new VisitorSite(page);
    let searches = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/search?q=${first.word}`)) searches += 1;
    });
    await page.goto(`/search?q=${first.word}&aiSummary=true`);
    await expect(new SearchResultsPage(page).results.first()).toBeVisible();
    await expect.poll(() => searches).toBe(1);
    await site.searchBox.press('Enter');
    await expect.poll(() => searches).toBe(2);
  });

  test('browser back and forward move between two searches, results and title following', async ({ page }) => {
    const site = new VisitorSite(page);
    const results = new SearchResultsPage(page);
    const firstTitle = results.results.first().getByRole('heading');
    const shows = async (query: string, title: string) => {
      await expect(page.getByRole('heading', { level: 1, name: `Search results for “${query}”` })).toBeVisible();
      await expect(page).toHaveTitle(`${query} - Search Results | Skyframe Studio`);
      await expect(site.searchBox).toHaveValue(query);
      await expect(firstTitle).toHaveText(title);
    };
    await page.goto(`/search?q=${first.word}&aiSummary=true`);
    await expect(firstTitle).toBeVisible();
    const firstResult = (await firstTitle.textContent())!;
    // Marks this document: a full reload would lose it, so the steps below prove in-app navigation.
    await page.evaluate(() => Object.assign(window, { kbSameDocument: true }));
    await site.search(second.word);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${second.word}&aiSummary=true$`));
    await expect(firstTitle).not.toHaveText(firstResult);
    const secondResult = (await firstTitle.textContent())!;
    await shows(second.word, secondResult);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${first.word}&aiSummary=true$`));
    await shows(first.word, firstResult);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${second.word}&aiSummary=true$`));
    await shows(second.word, secondResult);
    expect(await page.evaluate(() => (window as unknown as { kbSameDocument?: boolean }).kbSameDocument)).toBe(true);
  });
});
