import { expect, type Locator, type Page } from '@playwright/test';
import { appTookOver } from '../support/takeover';

/** The visitor layout: header search, category sidebar, right panel. */
export class VisitorSite {
  readonly sidebar: Locator;
  readonly toc: Locator;
  readonly quickActions: Locator;
  readonly searchBox: Locator;
  readonly summarySwitch: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Categories' });
    this.toc = page.getByRole('navigation', { name: 'In This Article' });
    this.quickActions = page.getByRole('region', { name: 'Quick Actions' });
    this.searchBox = page.getByRole('searchbox', { name: 'Search the knowledge base' });
    this.summarySwitch = page.getByRole('switch', { name: 'Search Summary' });
  }

  /** Expands categories by name (outermost first) and opens the article with this title. */
  async openFromSidebar(categories: string[], title: string): Promise<void> {
    // A click on the server's HTML before the app hydrated it is lost (a loaded machine hydrates late).
    await appTookOver(this.page);
    for (const name of categories) {
      const toggle = this.sidebar.getByRole('button', { name: new RegExp(`^${name}, \\d+ articles?$`) });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await this.sidebar.getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** Types a query in the header and submits it with Enter; `summary` sets the toggle first. */
  async search(query: string, summary = true): Promise<void> {
    await appTookOver(this.page);
    if ((await this.summarySwitch.getAttribute('aria-checked')) !== String(summary)) await this.summarySwitch.click();
    await this.searchBox.fill(query);
    await this.searchBox.press('Enter');
    await expect(this.page).toHaveURL(/\/search\?/);
  }
}

/** The search results page. */
export class SearchResultsPage {
  readonly summary: Locator;
  readonly results: Locator;
  readonly suggestions: Locator;

  constructor(readonly page: Page) {
    this.summary = page.getByRole('region', { name: 'Search Summary' });
    this.results = page.locator('#kb-search-results > li');
    this.suggestions = page.getByRole('navigation', { name: 'Related searches' });
  }
}

/** The image viewer opened from an article image. */
export class ImageViewer {
  readonly dialog: Locator;
  readonly level: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.level = this.dialog.getByLabel('Zoom level');
  }
}

/** Home, an article, a search with its summary, a category and the not-found pages: the screens checked for looks and accessibility. */
export const VISITOR_SCREENS = [
  { name: 'home', url: '/', heading: /Welcome/ },
  { name: 'article', url: '/article/lens-calibration-basics', heading: 'Lens Calibration Basics' },
  { name: 'search', url: '/search?q=license&aiSummary=true', heading: /Search results/ },
  { name: 'category', url: '/category/live-production', heading: 'Live Production' },
  { name: 'not found', url: '/no/such/page', heading: '404 Page Not Found' },
  { name: 'article not found', url: '/article/no-such-article', heading: 'Article Not Found' },
] as const;

export type VisitorScreen = (typeof VISITOR_SCREENS)[number];

/** Opens a screen and waits until the client has rendered it completely (no skeletons, no requests). */
export async function openScreen(page: Page, screen: VisitorScreen): Promise<void> {
  await page.goto(screen.url);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
}
