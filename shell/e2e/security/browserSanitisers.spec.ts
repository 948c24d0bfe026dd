import { expect, test, type Route } from '../support/test';
import { apiSignIn, storeSession } from '../admin/adminSession';
import { EditorPage } from '../admin/editorPage';
import { xssHtml } from './xssVectors';
import { appTookOver } from '../support/takeover';
import { expectNothingRan, watch } from './xssWatch';

// Defence in depth: the raw vectors reach the browser as if the server's sanitiser had been bypassed
// (the API's answers are rewritten on the way), and the CSP is off, so only the browsers' sanitisers stand.
const ARTICLE = { slug: 'lens-calibration-basics', title: 'Lens Calibration Basics', categories: ['Camera Tracking', 'Lens Calibration'] };

test.use({ bypassCSP: true });

/** Answers the request with the real response, its JSON changed by `edit`. */
async function rewriteJson(route: Route, edit: (body: unknown) => void): Promise<void> {
  const response = await route.fetch();
  const body: unknown = await response.json();
  edit(body);
  await route.fulfill({ response, json: body });
}

test('raw XSS vectors that skip the server sanitiser run nowhere on the article page', async ({ page }) => {
  const events = watch(page);
  await page.route(`**/api/articles/${ARTICLE.slug}`, (route) =>
    rewriteJson(route, (article) => Object.assign(article as object, { content: `<p>Raw vectors follow.</p>${xssHtml()}` })),
  );
  await page.goto('/');
  await appTookOver(page);
  // A client-side navigation: the article comes from the (rewritten) API, not the server-rendered page.
  await page.evaluate((slug) => {
    history.pushState({}, '', `/article/${slug}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, ARTICLE.slug);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(page.getByText('Raw vectors follow.')).toBeVisible();
  await expectNothingRan(page, events, 'article page, browser sanitiser alone');
});

test('raw XSS vectors that skip the server sanitiser run nowhere in the admin editor', async ({ page, playwright }, testInfo) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const session = await apiSignIn(request, 'Raw Xss Tester');
  await request.dispose();
  const events = watch(page);
  // The console fetches an article's HTML when it is opened (GET /api/admin/articles/:id/content).
  await page.route('**/api/admin/articles/*/content', (route) =>
    rewriteJson(route, (article) => {
      const opened = article as { title: string; content: string };
      expect(opened.title).toBe(ARTICLE.title);
      opened.content = `<p>Raw vectors follow.</p>${xssHtml()}`;
    }),
  );
  await storeSession(page, session);
  await page.goto('/admin');
  const editor = new EditorPage(page);
  await editor.openArticle(ARTICLE.categories, ARTICLE.title);
  await expect(editor.visual.getByText('Raw vectors follow.')).toBeVisible();
  await expectNothingRan(page, events, 'visual editor, browser sanitiser alone');
  await editor.toHtmlMode();
  await editor.toVisualMode();
  await expect(editor.visual.getByText('Raw vectors follow.')).toBeVisible();
  await expectNothingRan(page, events, 'visual editor after HTML mode, browser sanitiser alone');
});
