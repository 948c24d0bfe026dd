import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { AdminApi } from '../support/adminApi';
import { apiSignIn, personSession, storeSession, type AdminSession } from './adminSession';
import { EditorPage } from './editorPage';

/*
 * Issue 41: a documentation team's day, played in three browsers — an Owner, an Editor and a Publisher. What each one
 * sees is what the next one gets: the saved text comes back, the submission reaches the publisher with its note, the
 * requested changes reach the editor, the approved revision goes live once, at its time, and the Owner reads every
 * step in the audit log as a sentence.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');
const word = () => `td${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function pageAs(browser: Browser, session: AdminSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, session);
  return page;
}

const readerText = async (request: APIRequestContext, slug: string) => {
  const answer = await request.get(`/api/articles/${slug}`);
  return answer.ok() ? ((await answer.json()) as { content: string }).content : '';
};

/** The browser's local time `ms` from now, as a datetime-local input takes it. */
const localTimeIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const when = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`;
  }, ms);

test('a day of three people: write, save, leave, come back, submit, review, request changes, fix, approve with a schedule, live once, all in the audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = word();
  const ownerSession = await apiSignIn(request, `Olive Owner ${tag}`);
  const category = `Team day ${tag}`;
  await new AdminApi(request, ownerSession.sessionToken).createCategory(category, `team-day-${tag}`);
  const editorName = `editor ${tag}`;
  const publisherName = `publisher ${tag}`;
  const owner = await pageAs(browser, ownerSession);
  const editor = await pageAs(browser, await personSession(request, ownerSession.sessionToken, 'editor', tag));
  const publisher = await pageAs(browser, await personSession(request, ownerSession.sessionToken, 'publisher', tag));
  const title = `Tracking Camera Setup ${tag}`;
  const slug = `tracking-camera-setup-${tag}`;
  const writing = new EditorPage(editor);
  const status = editor.locator('[data-status]');
  let articleUrl = '';

  await test.step('1. the Editor writes a new article, saves, leaves, and comes back to the same text', async () => {
    await editor.goto('/admin');
    await writing.button('New article').click();
    const dialog = editor.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(editor.getByText(`You are currently editing: Drafts / ${title}`)).toBeVisible();
    await writing.visual.click();
    await editor.keyboard.type('Mount the tracking camera on the rig.');
    await writing.save();
    await expect(status).toHaveText('Draft');
    articleUrl = editor.url();
    await editor.goto('/');
    await editor.goto(articleUrl);
    await expect(writing.visual).toContainText('Mount the tracking camera on the rig.');
    await expect(editor.getByText(/Unsaved changes/)).toBeHidden();
  });

  await test.step('2. she submits it with a note to the reviewer', async () => {
    await editor.getByLabel('Note to reviewer (optional)').fill('First draft: please check the steps.');
    await writing.button('Submit for review').click();
    await expect(editor.getByRole('status').filter({ hasText: 'Waiting for review' })).toBeVisible();
    await expect(status).toHaveText('In review');
  });

  const review = publisher.getByRole('listitem', { name: `Review of ${title}` });
  await test.step('3. the Publisher is notified, previews it as readers will see it, and requests changes', async () => {
    await publisher.goto('/admin');
    // Other teams' reviews may be counted too: the site is shared with the specs running beside this one.
    await publisher.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
    await publisher
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: `${editorName} asked for a review of “${title}”` })
      .click();
    await expect(publisher).toHaveURL(/\/admin\/reviews$/);
    await expect(review.getByText('First draft: please check the steps.')).toBeVisible();
    await review.getByRole('button', { name: 'Preview' }).click();
    const preview = publisher.getByRole('article', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview).toContainText('Mount the tracking camera on the rig.');
    await publisher.keyboard.press('Escape');
    await review.getByLabel('Comment').fill('Add how to calibrate it.');
    await review.getByRole('button', { name: 'Request changes' }).click();
    await expect(review).toBeHidden();
    expect(await readerText(request, slug)).toBe('');
  });

  await test.step('4. the Editor is notified, fixes it, and submits again', async () => {
    await editor.goto('/admin');
    await editor.getByRole('button', { name: 'Notifications (1 unread)', exact: true }).click();
    await editor
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: `${publisherName} requested changes to “${title}”` })
      .click();
    await expect(editor.getByRole('status').filter({ hasText: `Changes requested by ${publisherName}` })).toContainText('“Add how to calibrate it.”');
    await expect(status).toHaveText('Changes requested');
    await editor.screenshot({ path: path.join(OUT, 'team-day-changes-requested-1280.png') });
    await writing.visual.click();
    await editor.keyboard.press('Control+End');
    await editor.keyboard.type(' Then calibrate it against the floor grid.');
    await writing.save();
    await writing.button('Submit for review').click();
    await expect(editor.getByRole('status').filter({ hasText: 'Waiting for review' })).toBeVisible();
  });

  await test.step('5. the Publisher approves it with a schedule', async () => {
    await publisher.goto('/admin/reviews');
    await expect(review).toContainText(`Submitted by ${editorName}`);
    await review.getByLabel('Schedule').fill(await localTimeIn(publisher, 8_000));
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();
    await expect(publisher.getByRole('table', { name: 'Scheduled' }).getByRole('row', { name: new RegExp(title) })).toContainText('Publish');
    await editor.reload();
    await expect(status).toHaveText('Approved (scheduled)');
    expect(await readerText(request, slug)).toBe('');
  });

  await test.step('6. the article goes live at its time, with the fixed text, exactly once', async () => {
    await expect.poll(() => readerText(request, slug), { timeout: 30_000 }).toContain('Then calibrate it against the floor grid.');
    await editor.reload();
    await expect(status).toHaveText('Live');
  });

  await test.step('7. the Owner reads every step in the audit log as a sentence', async () => {
    await owner.goto('/admin/insights');
    const audit = owner.getByRole('region', { name: 'Audit log' });
    const filters = audit.getByRole('form', { name: 'Audit log filters' });
    const sentences = (name: string) => audit.getByRole('row').filter({ hasText: name });
    await filters.getByLabel('Person').selectOption({ label: editorName });
    await filters.getByRole('button', { name: 'Filter' }).click();
    for (const sentence of [
      `${editorName} created “${title}”`,
      `${editorName} saved a revision of “${title}”`,
      `${editorName} submitted “${title}” for review`,
    ]) {
      await expect(sentences(sentence).first()).toBeVisible();
    }
    await expect(sentences(`${editorName} submitted “${title}” for review`)).toHaveCount(2);
    await filters.getByLabel('Person').selectOption({ label: publisherName });
    await filters.getByRole('button', { name: 'Filter' }).click();
    for (const sentence of [
      `${publisherName} requested changes to “${title}”`,
      `${publisherName} approved “${title}”`,
      `The scheduled publish of “${title}” by ${publisherName} ran`,
    ]) {
      await expect(sentences(sentence)).toHaveCount(1);
    }
    // Live exactly once: one publish of the article, the schedule's.
    await expect(sentences(`${publisherName} published “${title}”`)).toHaveCount(1);
    await expect(audit).not.toContainText(/article:[0-9a-f-]{36}/);
    await owner.screenshot({ path: path.join(OUT, 'team-day-audit-1280.png'), fullPage: true });
  });

  for (const page of [owner, editor, publisher]) await page.context().close();
});
