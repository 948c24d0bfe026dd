import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, useSession, type AdminSession } from '../admin/adminSession';
import { EditorPage } from '../admin/editorPage';
import { AdminApi } from './adminApi';
import { VECTOR_COUNT, WORD, xssHtml } from './xssVectors';

// An article no other spec uses; its own content is kept and the vectors are appended, then it is restored.
const ARTICLE = { slug: 'securing-the-operator-console', title: 'Securing the Operator Console', categories: ['Administration', 'Networking and Security'] };

let request: APIRequestContext;
let session: AdminSession;
let admin: AdminApi;
let original: { id: string; content: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await apiSignIn(request, 'Xss Tester');
  admin = new AdminApi(request, session.sessionToken);
  original = await admin.liveArticle(ARTICLE.slug);
  const stored = await admin.publish(original.id, `${original.content}\n${xssHtml()}`);
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

/** Collects every sign that script ran or was stopped: dialogs, page errors, console errors, CSP script violations. */
function watch(page: Page): string[] {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Broken images and unreachable video hosts are expected from the vectors; anything else is not.
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) events.push(`console: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) console.error(`CSP blocked a script: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return events;
}

/** Markup in the live DOM that could run script: handlers, script URLs, srcdoc frames, injected scripts. */
function activeMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster']);
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    // JSON data blocks (initial data, JSON-LD) hold the article as inert text; any other script must not.
    const dataBlock = /json/i.test(element.getAttribute('type') ?? '');
    if (tag === 'script' && !dataBlock && element.textContent?.includes('__xss')) found.push(`script holding a vector: ${element.outerHTML.slice(0, 80)}`);
    if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('iframe with srcdoc');
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      else if (urlAttributes.has(name.toLowerCase()) && /^\s*(javascript|vbscript|data:text\/html)|__xss/i.test(value)) found.push(`${tag}[${name}=${value.slice(0, 40)}]`);
    }
  }
  return found;
}

async function expectNothingRan(page: Page, events: string[], where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // handlers of failed loads and toggles fire late
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null), `${where}: window.__xss`).toBeNull();
  expect(await page.evaluate(activeMarkup), `${where}: active markup`).toEqual([]);
  expect(events, `${where}: dialogs, errors, blocked scripts`).toEqual([]);
}

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
      await useSession(page, session);
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
