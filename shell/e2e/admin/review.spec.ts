import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { AdminApi } from '../support/adminApi';
import { apiSignIn, personSession, storeSession, type AdminSession } from './adminSession';
import { EditorPage } from './editorPage';

const word = () => `zr${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function pageAs(browser: Browser, session: AdminSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, session);
  return page;
}

interface Setup {
  editor: Page;
  publisher: Page;
  editorApi: AdminApi;
  editorToken: string;
  article: { id: string; title: string; slug: string };
}

/** An article of the test's own (published by the owner), an editor and a publisher, each in a browser of their own. */
async function setUp(request: APIRequestContext, browser: Browser): Promise<Setup> {
  const tag = word();
  const owner = (await apiSignIn(request, 'Rita Owner')).sessionToken;
  const ownerApi = new AdminApi(request, owner);
  const categoryId = await ownerApi.createCategory(`Review ${tag}`, `review-${tag}`);
  const article = { title: `Review ${tag} Guide`, slug: `review-${tag}-guide`, id: '' };
  article.id = await ownerApi.createArticle(article.title, article.slug, categoryId);
  await ownerApi.publish(article.id, '<p>The first words.</p>');
  const editorSession = await personSession(request, owner, 'editor', tag);
  const publisherSession = await personSession(request, owner, 'publisher', tag);
  return {
    editor: await pageAs(browser, editorSession),
    publisher: await pageAs(browser, publisherSession),
    editorApi: new AdminApi(request, editorSession.sessionToken),
    editorToken: editorSession.sessionToken,
    article,
  };
}

/** The editor submits a revision through the API (the UI's button has its own test). */
async function submitted(request: APIRequestContext, { editorApi, editorToken, article }: Setup, content: string): Promise<void> {
  const saved = await editorApi.save(article.id, content);
  expect((await request.post(`/api/admin/revisions/${saved.id}/review`, { headers: { Authorization: `Bearer ${editorToken}` } })).status()).toBe(201);
}

const liveContent = async (request: APIRequestContext, slug: string) =>
  ((await (await request.get(`/api/articles/${slug}`)).json()) as { content: string }).content;
const reviewOf = (page: Page, title: string) => page.getByRole('listitem', { name: `Review of ${title}` });

test('an editor submits a revision for review; a publisher compares it with the live article and approves it, and it is live', async ({ browser, request }) => {
  const setup = await setUp(request, browser);
  const { editor, publisher, article } = setup;
  await editor.goto(`/admin/articles/${article.id}`);
  const page = new EditorPage(editor);
  await page.toHtmlMode();
  await page.htmlArea.fill('<p>The reviewed words.</p>');
  await page.save();
  await page.button('Submit for review').click();
  await expect(editor.getByRole('status').filter({ hasText: 'Waiting for review' })).toBeVisible();
  await expect(page.button('Submit for review')).toBeDisabled();

  await publisher.goto('/admin');
  await publisher.getByRole('link', { name: 'Review queue' }).click();
  await expect(publisher).toHaveURL(/\/admin\/reviews$/);
  await expect(publisher.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  const item = reviewOf(publisher, article.title);
  await expect(item).toContainText('Submitted by editor');
  await item.getByRole('button', { name: 'Compare' }).click();
  const compare = publisher.getByRole('dialog');
  await expect(compare.getByLabel(/^From/)).toHaveValue('live');
  await expect(compare.getByLabel('Differences').locator('ins')).toHaveText(['reviewed']);
  await publisher.keyboard.press('Escape');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toBeHidden();
  expect(await liveContent(request, article.slug)).toContain('The reviewed words.');
  await editor.reload();
  await expect(editor.getByRole('status').filter({ hasText: 'Approved by publisher' })).toBeVisible();
});

test('a new article submitted with a note: the publisher reads the note, previews it as readers will see it, compares it against nothing, and approves it', async ({
  browser,
  request,
}) => {
  const setup = await setUp(request, browser);
  const { editor, publisher, editorApi, editorToken } = setup;
  const headers = { Authorization: `Bearer ${editorToken}` };
  const { categoryId } = (await (await request.get(`/api/admin/articles/${setup.article.id}`, { headers })).json()) as { categoryId: string };
  const fresh = { title: `${setup.article.title} Sequel`, slug: `${setup.article.slug}-sequel` };
  const id = await editorApi.createArticle(fresh.title, fresh.slug, categoryId);
  await editor.goto(`/admin/articles/${id}`);
  const page = new EditorPage(editor);
  await page.toHtmlMode();
  await page.htmlArea.fill('<h2>Before you start</h2><p>Never on the site before.</p>');
  await page.save();
  await editor.getByLabel('Note to reviewer (optional)').fill('A new article.\nPlease check the first steps.');
  await page.button('Submit for review').click();
  await expect(editor.getByRole('status').filter({ hasText: 'Waiting for review' })).toBeVisible();

  await publisher.goto('/admin/reviews');
  const item = reviewOf(publisher, fresh.title);
  await expect(item.getByRole('link', { name: fresh.title })).toHaveAttribute('href', `/admin/articles/${id}`);
  await expect(item).toContainText(/Submitted by editor.*, (now|\d+ minutes? ago)/);
  await expect(item.getByText('Please check the first steps.')).toBeVisible();

  await item.getByRole('button', { name: 'Preview' }).click();
  const preview = publisher.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(fresh.title);
  await expect(preview.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveAttribute('id', 'before-you-start');
  await expect(preview).toContainText('Never on the site before.');
  await publisher.keyboard.press('Escape');

  await item.getByRole('button', { name: 'Compare' }).click();
  const compare = publisher.getByRole('dialog');
  await expect(compare.getByLabel(/^From/)).toHaveValue('empty');
  await expect(compare).not.toContainText('Nothing to compare yet');
  await expect(compare.getByLabel('Differences').locator('ins').first()).toContainText('Before you start');
  await publisher.keyboard.press('Escape');

  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toBeHidden();
  expect(await liveContent(request, fresh.slug)).toContain('Never on the site before.');
});

test('Request changes sends the revision back with a comment, which the editor sees on the article', async ({ browser, request }) => {
  const setup = await setUp(request, browser);
  const { editor, publisher, article } = setup;
  await submitted(request, setup, '<p>Half done.</p>');
  await publisher.goto('/admin/reviews');
  const item = reviewOf(publisher, article.title);
  await expect(item.getByRole('button', { name: 'Request changes' })).toBeDisabled();
  await item.getByLabel('Comment').fill('Add the missing steps, please.');
  await item.getByRole('button', { name: 'Request changes' }).click();
  await expect(item).toBeHidden();
  expect(await liveContent(request, article.slug)).not.toContain('Half done.');

  await editor.goto(`/admin/articles/${article.id}`);
  await expect(editor.getByRole('status').filter({ hasText: 'Changes requested by publisher' })).toContainText('“Add the missing steps, please.”');
});

test('a scheduled publish: approved with a Schedule a few seconds ahead, the article goes live then, and not before', async ({ browser, request }) => {
  test.slow();
  const setup = await setUp(request, browser);
  const { publisher, article } = setup;
  await submitted(request, setup, '<p>Right on time.</p>');
  await publisher.goto('/admin/reviews');
  const item = reviewOf(publisher, article.title);
  // The browser's local time, 6 s ahead, as a datetime-local input takes it.
  const at = await publisher.evaluate(() => {
    const when = new Date(Date.now() + 6000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`;
  });
  await item.getByLabel('Schedule').fill(at);
  await item.getByRole('button', { name: 'Approve' }).click();
  // Approve reads the revision and the queue and stores the schedule, each a scan on the embedded database, whose
  // collections the whole e2e run has grown: more than 15 s once on a busy clean-clone run.
  await expect(item).toBeHidden({ timeout: 30_000 });
  await expect(publisher.getByRole('table', { name: 'Scheduled' }).getByRole('row', { name: new RegExp(article.title) })).toContainText('Publish');
  expect(await liveContent(request, article.slug)).not.toContain('Right on time.');
  await expect.poll(() => liveContent(request, article.slug), { timeout: 20_000 }).toContain('Right on time.');
  await publisher.reload();
  await expect(publisher.getByRole('table', { name: 'Scheduled' })).toBeHidden();
});

test("an Editor's new title of a live article waits for a Publisher: the console says so, readers keep the old title until the approved publish", async ({
  browser,
  request,
}) => {
  const setup = await setUp(request, browser);
  const { editor, publisher, article, editorToken } = setup;
  const title = `${article.title} Renamed`;
  await editor.goto(`/admin/articles/${article.id}`);
  const page = new EditorPage(editor);
  await page.button('Settings').click();
  const dialog = editor.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Unpublished settings (title)' })).toContainText(`readers see “${article.title}”`);
  const publicTitle = async () => ((await (await request.get(`/api/articles/${article.slug}`)).json()) as { title: string }).title;
  expect(await publicTitle()).toBe(article.title);
  await page.button('Settings').click();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await editor.keyboard.press('Escape');

  // The working copy (the newest revision, carrying the title) goes to review and is approved.
  const revisions = (await (await request.get(`/api/admin/revisions/${article.id}`, { headers: { Authorization: `Bearer ${editorToken}` } })).json()) as {
    id: string;
  }[];
  expect((await request.post(`/api/admin/revisions/${revisions[0]!.id}/review`, { headers: { Authorization: `Bearer ${editorToken}` } })).status()).toBe(201);
  await publisher.goto('/admin/reviews');
  await reviewOf(publisher, article.title).getByRole('button', { name: 'Approve' }).click();
  await expect(reviewOf(publisher, article.title)).toBeHidden();
  await expect.poll(publicTitle).toBe(title);
  await editor.reload();
  await expect(editor.getByRole('status').filter({ hasText: 'Unpublished settings' })).toBeHidden();
});
