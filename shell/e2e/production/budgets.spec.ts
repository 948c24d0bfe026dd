import { expect, test } from '../support/test';
import { kib, recordScripts, total } from '../support/jsBytes';
import { storeNewSession } from '../admin/adminSession';

/** Front-end budgets of issue 8 (bytes are deterministic for a build, so these are tests). */
const VISITOR_BUDGET_KIB = 150;
/**
 * What the admin console adds, signed in (the budget was one figure for `/admin`: 160 KiB until 2026-11-26, then
 * 162, 165 and 166 as the console grew, 165.1 KiB at the end). Since 2026-11-28 the visual editor (draft-js, with
 * Immutable.js) loads when an article is opened, so the dashboard has a budget of its own: 43.2 KiB measured.
 * Opening an article brings the editor: 166.8 KiB in all. Issue 42 (the editor's second pass: floating bars placed by
 * @floating-ui/react-dom, the slash menu, Markdown shortcuts, typed callouts) sets the opened article's budget at 200 KiB:
 * 179.5 KiB measured on 2026-12-02 (marked, for Markdown paste, loads only when Markdown is pasted).
 */
const ADMIN_DASHBOARD_BUDGET_KIB = 55;
const ADMIN_ARTICLE_BUDGET_KIB = 200;
const PUBLIC_ROUTES = ['/', '/article/genlock-and-timecode-setup', '/search?q=genlock&aiSummary=true'];

for (const route of PUBLIC_ROUTES) {
  test(`visitor JS on ${route} stays within ${VISITOR_BUDGET_KIB} KiB gzip, none of it admin-console`, async ({ page }) => {
    const loads = recordScripts(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const admin = loads.filter((load) => load.url.includes('admin-console'));
    console.log(`${route}: ${kib(total(loads))} KiB gzip in ${loads.length} scripts`);
    expect(total(admin)).toBe(0);
    expect(kib(total(loads))).toBeLessThanOrEqual(VISITOR_BUDGET_KIB);
  });
}

test(`signed in, the admin dashboard adds at most ${ADMIN_DASHBOARD_BUDGET_KIB} KiB gzip to what a visitor loads, and an opened article at most ${ADMIN_ARTICLE_BUDGET_KIB} KiB`, async ({
  page,
}) => {
  const loads = recordScripts(page);
  const adminScripts = () =>
    [...new Set(loads.filter((load) => load.url.includes('/remotes/admin-console/')).map((load) => load.url))].map((url) =>
      loads.find((load) => load.url === url)!,
    );
  await storeNewSession(page, 'Budget Keeper');

  await page.goto('/admin');
  await expect(page.getByText('Select an article or saved concept to begin editing')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dashboard = adminScripts();
  console.log(`admin dashboard: ${kib(total(dashboard))} KiB gzip in ${dashboard.length} scripts`);
  expect(dashboard.length).toBeGreaterThan(0);
  expect(kib(total(dashboard))).toBeLessThanOrEqual(ADMIN_DASHBOARD_BUDGET_KIB);

  const article = (await (await page.request.get('/api/articles/genlock-and-timecode-setup')).json()) as { id: string };
  loads.length = 0;
  await page.goto(`/admin/articles/${article.id}`);
  await expect(page.getByLabel('Article content')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const opened = adminScripts();
  console.log(`admin with an article open: ${kib(total(opened))} KiB gzip in ${opened.length} scripts`);
  expect(kib(total(opened))).toBeLessThanOrEqual(ADMIN_ARTICLE_BUDGET_KIB);
});
