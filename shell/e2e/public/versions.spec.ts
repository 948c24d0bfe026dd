import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@kb/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiSignIn, storeSession } from '../admin/adminSession';
import { problemsOf } from '../support/consoleProblems';
import { layoutShiftWhenSettled, watchLayoutShift } from '../support/layoutShift';
import { randomPort, startOwnSite, type OwnSite } from '../support/ownSite';
import { appTookOver } from '../support/takeover';

/**
 * The reader's side of versions and languages (issue 31), on a site of the spec's own: its versions and
 * translations would change every other spec's header. Versions: 4.2 (the main line, current) and 4.1
 * (deprecated), where IN_BOTH has its own text and NOT_IN_41 was taken off.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/versions');
const IN_BOTH = { slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' };
const NOT_IN_41 = 'what-is-skyframe-studio';
const WORD_41 = 'quillwort';
const GERMAN_TITLE = 'Grundlagen der Objektivkalibrierung';

test.describe.configure({ mode: 'serial' });

let site: OwnSite;
let token: string;
let api: APIRequestContext;
const url = (to: string) => `${site.url}${to}`;

async function call(method: 'GET' | 'POST' | 'PATCH', to: string, data?: unknown): Promise<Record<string, unknown>> {
  const response = await api.fetch(to, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${method} ${to}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

const articleId = async (slug: string) => (await call('GET', `/api/articles/${slug}`)).id as string;

/** Saves a revision of an article (in a version, or the main line) and publishes it. */
async function publish(slug: string, content: string, version?: string): Promise<void> {
  const saved = await call('POST', '/api/admin/save-revision', { articleId: await articleId(slug), content, ...(version && { version }) });
  await call('POST', `/api/admin/publish-revision/${saved.id as string}`);
}

/** The Version menu's groups (each version's state) and their versions. */
const menuOf = (page: Page) =>
  page
    .getByRole('combobox', { name: /^(Version|Versión|バージョン)$/ })
    .locator('optgroup')
    .evaluateAll((groups) => groups.map((group) => `${(group as HTMLOptGroupElement).label}: ${group.textContent}`));

async function open(page: Page, to: string): Promise<void> {
  await page.goto(url(to));
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  site = await startOwnSite(randomPort(), {});
  api = await playwright.request.newContext({ baseURL: site.url });
  await expect.poll(async () => (await api.get('/api/versions')).status(), { timeout: 60_000 }).toBe(200);
  token = (await apiSignIn(api, 'Vesna Versions')).sessionToken;
  await call('PATCH', '/api/admin/site-settings', { languages: LANGUAGES });
  await call('POST', '/api/admin/versions', { name: '4.1', status: 'deprecated', mainLineName: '4.2' });
  await publish(IN_BOTH.slug, `<h2>Calibration in 4.1</h2><p>Release 4.1 calibrates with the ${WORD_41} chart.</p>`, '4.1');
  await call('POST', `/api/admin/articles/${await articleId(NOT_IN_41)}/unpublish?version=4.1`);
});
test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

test('switching the version on an article both versions have keeps the article; the old version’s banner links back', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, `/article/${IN_BOTH.slug}`);
  const version = page.getByRole('combobox', { name: 'Version' });
  expect(await menuOf(page)).toEqual(['Current: 4.2', 'Deprecated: 4.1']);
  await expect(page.getByText(/^You are reading the docs for/)).toHaveCount(0);
  await version.selectOption('4.1');
  await expect(page).toHaveURL(url(`/v/4.1/article/${IN_BOTH.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: IN_BOTH.title })).toBeVisible();
  await expect(page.getByText(`Release 4.1 calibrates with the ${WORD_41} chart.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue('4.1');
  const banner = page.getByRole('note').filter({ hasText: /^You are reading the docs for 4\.1, an older version that is no longer updated\./ });
  await expect(banner).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(`/article/${IN_BOTH.slug}`));
  await banner.getByRole('link', { name: 'Read this article in the current version (4.2)' }).click();
  await expect(page).toHaveURL(url(`/article/${IN_BOTH.slug}`));
  await expect(page.getByText(WORD_41)).toHaveCount(0);
  await expect(page.getByText(/^You are reading the docs for/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('switching to a version without the article opens that version’s home with a note; the chosen version is remembered', async ({ page }) => {
  await open(page, `/article/${NOT_IN_41}`);
  await page.getByRole('combobox', { name: 'Version' }).selectOption('4.1');
  await expect(page).toHaveURL(url('/v/4.1'));
  await expect(page.getByRole('status').filter({ hasText: 'This article is not in version 4.1.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByText(/^You are reading the docs for 4\.1/)).toBeVisible();
  // Pages reached inside the version learn where their article is from the API, for the banner and the menu.
  await page.getByRole('main').getByRole('link', { name: 'Camera Tracking', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Lens Calibration', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: IN_BOTH.title }).click();
  await expect(page.getByText(`Release 4.1 calibrates with the ${WORD_41} chart.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read this article in the current version (4.2)' })).toHaveAttribute('href', `/article/${IN_BOTH.slug}`);
  // The menu is a plain select until the app has hydrated the page (each version is its own document).
  await appTookOver(page);
  await page.getByRole('combobox', { name: 'Version' }).selectOption('4.2');
  await expect(page).toHaveURL(url(`/article/${IN_BOTH.slug}`));
  await appTookOver(page);
  await page.getByRole('combobox', { name: 'Version' }).selectOption('4.1');
  await expect(page).toHaveURL(url(`/v/4.1/article/${IN_BOTH.slug}`));
  // SPEC's URLs keep the current version; the remembered one is offered, on an article only when it has it.
  await open(page, `/article/${IN_BOTH.slug}`);
  await expect(page.getByRole('link', { name: 'Read this page in version 4.1' })).toHaveAttribute('href', `/v/4.1/article/${IN_BOTH.slug}`);
  await expect(page.getByText(WORD_41)).toHaveCount(0);
  await open(page, `/article/${NOT_IN_41}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read this page in version 4.1' })).toHaveCount(0);
});

test('switching the language on an old version’s article keeps the version, with the banner in that language and hreflang alternates of the languages it has', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await open(page, `/v/4.1/article/${IN_BOTH.slug}`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL(url(`/de/v/4.1/article/${IN_BOTH.slug}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(/^Sie lesen die Dokumentation für 4\.1/)).toBeVisible();
  expect(await menuOf(page)).toEqual(['Aktuell: 4.2', 'Veraltet: 4.1']);
  // Not translated yet: English, with a note in German.
  await expect(page.getByRole('note').filter({ hasText: 'Dieser Artikel ist noch nicht übersetzt und wird auf Englisch angezeigt.' })).toBeVisible();
  // So its alternates are English's alone: it has no German, French, Spanish or Japanese page.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
  for (const hreflang of ['en', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', url(`/v/4.1/article/${IN_BOTH.slug}`));
  }
  expect(problems).toEqual([]);
});

test('a translation whose English article changes is "Outdated" in the console and tells readers so, linking the English article', async ({ page }) => {
  const id = await articleId(IN_BOTH.slug);
  const { source } = (await call('GET', `/api/admin/articles/${id}/translations/de`)) as { source: { revisionId: string } };
  const saved = await call('POST', `/api/admin/articles/${id}/translations/de`, {
    title: GERMAN_TITLE,
    description: 'Objektive kalibrieren.',
    content: '<h2>Vorbereitung</h2><p>Das Kalibriermuster füllt das Bild.</p>',
    sourceRevisionId: source.revisionId,
  });
  await call('POST', `/api/admin/translation-revisions/${saved.id as string}/publish`);
  const problems = problemsOf(page);
  await open(page, `/de/article/${IN_BOTH.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: GERMAN_TITLE })).toBeVisible();
  await expect(page.locator('article').getByRole('note')).toHaveCount(0);
  // The translation's title, hydrated; alternates for English and German only.
  await expect(page).toHaveTitle(`${GERMAN_TITLE} | Skyframe Studio`);
  expect(await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).toEqual([
    'en',
    'de',
    'x-default',
  ]);

  const article = await call('GET', `/api/articles/${IN_BOTH.slug}`);
  await publish(IN_BOTH.slug, `${article.content as string}<p>Check the chart again after every lens change.</p>`);
  await storeSession(page, await apiSignIn(api, 'Tara Translations'));
  await page.goto(url('/admin/translations/de'));
  await expect(page.getByRole('region', { name: 'Outdated in Deutsch' }).getByRole('listitem').filter({ hasText: IN_BOTH.title })).toContainText('Outdated');

  await open(page, `/de/article/${IN_BOTH.slug}`);
  const note = page.locator('article').getByRole('note');
  await expect(note).toHaveText(
    'Diese Übersetzung ist möglicherweise veraltet: Der englische Artikel wurde seit der Übersetzung geändert. Englischen Artikel lesen',
  );
  await note.getByRole('link', { name: 'Englischen Artikel lesen' }).click();
  await expect(page).toHaveURL(url(`/article/${IN_BOTH.slug}`));
  await expect(page.getByText('Check the chart again after every lens change.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an internal link in an old version’s article leads to that version’s page, with its banner; one to a page the version lacks, to the current docs', async ({
  page,
}) => {
  const linking = 'genlock-and-timecode-setup';
  await publish(
    linking,
    `<p>Calibrate first: <a href="/article/${IN_BOTH.slug}#calibration-in-41">Lens Calibration Basics</a>. New to it? <a href="/article/${NOT_IN_41}">What is Skyframe Studio</a>.</p>`,
    '4.1',
  );
  const problems = problemsOf(page);
  await open(page, `/v/4.1/article/${linking}`);
  await expect(page.locator('article').getByRole('link', { name: 'What is Skyframe Studio' })).toHaveAttribute('href', `/article/${NOT_IN_41}`);
  await page.locator('article').getByRole('link', { name: 'Lens Calibration Basics' }).click();
  await expect(page).toHaveURL(url(`/v/4.1/article/${IN_BOTH.slug}#calibration-in-41`));
  await expect(page.getByText(`Release 4.1 calibrates with the ${WORD_41} chart.`)).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: /^You are reading the docs for 4\.1, an older version/ })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const width of [390, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`an old version’s article at ${width} px, ${colorScheme}: banner and switcher in place from the first paint, no sideways scrolling (screenshot kept)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await watchLayoutShift(page);
      const problems = problemsOf(page);
      await open(page, `/v/4.1/article/${IN_BOTH.slug}`);
      await expect(page.getByText(/^You are reading the docs for 4\.1/)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Version' })).toBeVisible();
      expect(await layoutShiftWhenSettled(page)).toBeLessThan(0.05);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await page.screenshot({ path: path.join(OUT, `old-version-article-${width}-${colorScheme}.png`) });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}
