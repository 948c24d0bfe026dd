import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/test';
import { AdminApi } from '../support/adminApi';
import { apiSignIn, personSession, storeSession, type AdminSession } from './adminSession';

const word = () => `nt${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function pageAs(browser: Browser, session: AdminSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, session);
  return page;
}

test('the header’s Notifications button carries the unread count and lists what happened; the Review queue shows its count; Account sets the mail', async ({
  browser,
  request,
}) => {
  const tag = word();
  const owner = (await apiSignIn(request, 'Nora Owner')).sessionToken;
  const ownerApi = new AdminApi(request, owner);
  const categoryId = await ownerApi.createCategory(`Notify ${tag}`, `notify-${tag}`);
  const title = `Notify ${tag} Guide`;
  const articleId = await ownerApi.createArticle(title, `notify-${tag}-guide`, categoryId);
  await ownerApi.publish(articleId, '<p>The first words.</p>');
  const editorSession = await personSession(request, owner, 'editor', tag);
  const publisherSession = await personSession(request, owner, 'publisher', tag);
  const asEditor = { Authorization: `Bearer ${editorSession.sessionToken}` };
  const asPublisher = { Authorization: `Bearer ${publisherSession.sessionToken}` };
  const submit = async (content: string) => {
    const saved = await new AdminApi(request, editorSession.sessionToken).save(articleId, content);
    expect((await request.post(`/api/admin/revisions/${saved.id}/review`, { headers: asEditor, data: {} })).status()).toBe(201);
    return saved.id as string;
  };

  const editor = await pageAs(browser, editorSession);
  await editor.goto('/admin');
  await expect(editor.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // An editor cannot open the Review queue: no count on it.
  await expect(editor.getByRole('link', { name: 'Review queue', exact: true })).toBeVisible();

  // The publisher hears of the review requested, and the Review queue counts it.
  const first = await submit('<p>Words for review.</p>');
  const publisher = await pageAs(browser, publisherSession);
  await publisher.goto('/admin');
  await expect(publisher.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible();
  await expect(publisher.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Review queue \(\d+\)$/ })).toBeVisible();
  await publisher.getByRole('button', { name: /^Notifications/ }).click();
  const list = publisher.getByRole('dialog', { name: 'Notifications' });
  const requested = list.getByRole('link', { name: `editor ${tag} asked for a review of “${title}”` });
  await expect(requested).toBeVisible();
  await requested.click();
  await expect(publisher).toHaveURL(/\/admin\/reviews$/);

  // The editor hears of changes requested, then of the approval, each counted in the button's name.
  expect((await request.post(`/api/admin/reviews/${first}/request-changes`, { headers: asPublisher, data: { comment: 'One more line.' } })).status()).toBe(200);
  await editor.reload();
  await expect(editor.getByRole('button', { name: 'Notifications (1 unread)', exact: true })).toBeVisible();
  const second = await submit('<p>Words for review, one more line.</p>');
  expect((await request.post(`/api/admin/reviews/${second}/approve`, { headers: asPublisher, data: {} })).status()).toBe(200);
  await editor.reload();
  const button = editor.getByRole('button', { name: 'Notifications (2 unread)', exact: true });
  await button.click();
  const editorList = editor.getByRole('dialog', { name: 'Notifications' });
  await expect(editorList.getByRole('listitem')).toHaveText([
    new RegExp(`publisher ${tag} approved and published “${title}”`),
    new RegExp(`publisher ${tag} requested changes to “${title}”`),
  ]);
  await expect(editorList.getByRole('link', { name: `publisher ${tag} approved and published “${title}”` })).toHaveAttribute(
    'href',
    `/admin/articles/${articleId}`,
  );
  await editorList.getByRole('button', { name: 'Mark all read' }).click();
  await expect(editorList.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await editorList.getByRole('button', { name: 'Close' }).click();
  await expect(editor.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Account: the mail choice, "each" until changed, kept after a reload.
  await editor.goto('/admin/account');
  const mail = editor.getByRole('group', { name: 'Mail me my notifications' });
  await expect(mail.getByRole('radio', { name: 'Each notification as it happens' })).toBeChecked();
  await mail.getByRole('radio', { name: 'A daily digest' }).check();
  await expect(mail.getByRole('status')).toHaveText('Saved.');
  await editor.reload();
  await expect(editor.getByRole('group', { name: 'Mail me my notifications' }).getByRole('radio', { name: 'A daily digest' })).toBeChecked();
  await editor.context().close();
  await publisher.context().close();
});
