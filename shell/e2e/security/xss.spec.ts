import { expect, test, type APIRequestContext } from '../support/test';
import { apiSignIn, storeSession, type AdminSession } from '../admin/adminSession';
import { EditorPage } from '../admin/editorPage';
import { AdminApi } from '../support/adminApi';
import { VECTOR_COUNT, WORD, xssVectors } from './xssVectors';
import { expectNothingRan, watch } from './xssWatch';

// An article no other spec uses; its own content is kept and the vectors are appended, then it is restored.
const ARTICLE = { slug: 'securing-the-operator-console', title: 'Securing the Operator Console', categories: ['Administration', 'Networking and Security'] };

let request: APIRequestContext;
let session: AdminSession;
let admin: AdminApi;
let original: { id: string; content: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  // Fifty-odd saves one after another, each sanitised and checked for lost text: on a slow machine over 30 s.
  test.setTimeout(120_000);
  request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await apiSignIn(request, 'Xss Tester');
  admin = new AdminApi(request, session.sessionToken);
  original = await admin.liveArticle(ARTICLE.slug);
  // Each vector is appended on its own. The server refuses (422 contentLost) a save whose sanitising
  // would lose text a reader sees; those vectors are never stored, and the rest are published together.
  let accepted = original.content;
  let refused = 0;
  for (const vector of xssVectors()) {
    const saved = await admin.save(original.id, `${accepted}\n${vector}`);
    if (saved.status === 422) {
      expect(saved.code).toBe('contentLost');
      refused += 1;
    } else {
      expect(saved.status).toBe(200);
      accepted = `${accepted}\n${vector}`;
    }
  }
  expect(VECTOR_COUNT - refused).toBeGreaterThanOrEqual(40);
  const stored = await admin.publish(original.id, accepted);
  // The vectors reached the database: the text-borne ones whole, the markup ones as what the server kept.
  expect(stored).toContain(`${WORD} markup as text: &lt;img src=x onerror=`);
  expect(stored).toContain(`[${WORD} click](javascript:`);
  expect(VECTOR_COUNT).toBeGreaterThanOrEqual(50);
});

test.afterAll(async () => {
  await admin.publish(original.id, original.content);
  expect((await admin.liveArticle(ARTICLE.slug)).content).toBe(original.content);
  await request.dispose();
});

const modes = [
  { name: 'with the site CSP', bypassCSP: false },
  { name: 'with the CSP bypassed (the sanitisers alone)', bypassCSP: true },
];

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ bypassCSP: mode.bypassCSP });

    test('stored XSS vectors run nowhere on the article page, in search results or in the summary', async ({ page }) => {
      test.setTimeout(60_000);
      const events = watch(page);

      await test.step('article page', async () => {
        await page.goto(`/article/${ARTICLE.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
        await expect(page.getByText(`${WORD} markup as text: <img src=x onerror=`)).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'In This Article' }).getByText(new RegExp(`${WORD} ">`))).toBeVisible();
        await expectNothingRan(page, events, 'article page');
      });

      await test.step('search results and the summary for a word of the article', async () => {
        await page.goto(`/search?q=${WORD}&aiSummary=true`);
        const results = page.locator('#kb-search-results > li');
        await expect(results.first()).toContainText(ARTICLE.title);
        await expect(results.first().locator('mark').first()).toHaveText(WORD);
        await expect(page.getByRole('region', { name: 'Search Summary' })).toContainText(WORD);
        await expectNothingRan(page, events, 'search page');
      });
    });

    test('stored XSS vectors run nowhere in the admin editor, in Visual and HTML modes', async ({ page }) => {
      test.setTimeout(60_000);
      const events = watch(page);
      await storeSession(page, session);
      await page.goto('/admin');
      const editor = new EditorPage(page);
      await editor.openArticle(ARTICLE.categories, ARTICLE.title);

      await test.step('Visual mode', async () => {
        await expect(editor.visual.getByText(`${WORD} markup as text:`)).toBeVisible();
        await expectNothingRan(page, events, 'visual editor');
      });

      await test.step('HTML mode', async () => {
        await editor.toHtmlMode();
        await expect(editor.htmlArea).toHaveValue(new RegExp(`${WORD} markup as text: &lt;img src=x onerror=`));
        await expectNothingRan(page, events, 'HTML editor');
      });

      await test.step('back to Visual mode (the HTML is parsed again)', async () => {
        await editor.toVisualMode();
        await expect(editor.visual.getByText(`${WORD} markdown link as text:`)).toBeVisible();
        await expectNothingRan(page, events, 'visual editor after HTML mode');
      });
    });
  });
}
