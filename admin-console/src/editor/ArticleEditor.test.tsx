import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { articleSettingsOf } from '../../test/adminTree';
import { api, ARTICLE_A, ARTICLE_B, button, CONCEPT, editInHtml, ID, NEWER, openArticleA, PUBLISHED, revision, setup } from '../../test/articleEditor';

dashboardTestHooks();

describe('Article editor sidebar', () => {
  it('lists Live_Articles as a tree with counts and Saved_Concepts; groups expand and collapse', async () => {
    const user = setup();
    expect(await screen.findByRole('button', { name: 'Live_Articles (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Saved_Concepts (1)' })).toBeVisible();
    expect(screen.getByText('Select an article or saved concept to begin editing')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Getting Started (2)' }));
    await user.click(screen.getByRole('button', { name: 'Installation (1)' }));
    expect(button(ARTICLE_B.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Live_Articles (2)' }));
    expect(screen.queryByRole('button', { name: ARTICLE_B.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Saved_Concepts (1)' }));
    expect(screen.queryByRole('button', { name: CONCEPT.title })).toBeNull();
  });

  it('collapses to 48 px and opens at 460 px', async () => {
    const user = setup();
    const aside = await screen.findByRole('complementary', { name: 'Articles and concepts' });
    expect(aside).toHaveStyle({ width: '460px' });
    await user.click(button('Collapse sidebar'));
    expect(aside).toHaveStyle({ width: '48px' });
    expect(screen.queryByRole('button', { name: /Live_Articles/ })).toBeNull();
    await user.click(button('Expand sidebar'));
    expect(aside).toHaveStyle({ width: '460px' });
  });
});

describe('Editing an article', () => {
  it('shows the breadcrumb, a View link in a new tab, and the revision history', async () => {
    const user = setup();
    await openArticleA(user);
    expect(screen.getByText('Live_Articles / Getting Started / What Is Skyframe?')).toBeVisible();
    const view = screen.getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '/articles/what-is-skyframe');
    expect(view).toHaveAttribute('target', '_blank');
    const history = await screen.findByRole('region', { name: 'Revision History' });
    expect(history).toHaveStyle({ height: '160px' });
    expect(within(history).getAllByText('Grace')).toHaveLength(2);
    expect(within(history).getAllByText('Published')).toHaveLength(1);
    expect(within(history).getByText(/Mar 2, 2025/)).toBeVisible();
  });

  it('loads the content in HTML mode; editing makes it dirty; Save stores a revision and clears dirty', async () => {
    const user = setup({ 'POST /api/admin/save-revision': { body: revision(3, '<p>Changed</p>', false) } });
    await openArticleA(user);
    expect(button('Save')).toBeDisabled();
    await user.click(button('HTML'));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue('<p>Alpha text</p>');
    await editInHtml(user, '<p>Changed</p>');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(button('Save')).toBeEnabled();
    expect(button('Publish')).toBeDisabled();
    await user.click(button('Save'));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(api!.made('POST', '/api/admin/save-revision')[0]?.body).toEqual({ articleId: ARTICLE_A.id, content: '<p>Changed</p>', baseRevisionId: null });
    await waitFor(() => expect(api!.made('GET', `/api/admin/revisions/${ARTICLE_A.id}`)).toHaveLength(2));
  });

  it('typing the saved text back clears dirty', async () => {
    const user = setup();
    await openArticleA(user);
    const area = await editInHtml(user, '<p>Alpha text!</p>');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.type(area, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.type(area, '</p>');
    expect(area).toHaveValue('<p>Alpha text</p>');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a live article opens its working copy: the newest saved revision, marked as unpublished changes with its state, which Publish publishes', async () => {
    const workingCopy = { revisionId: NEWER.id, content: NEWER.content, adminName: 'Erin', savedAt: NEWER.createdAt, isPublished: false };
    const content = { ...articleSettingsOf(ARTICLE_A, ID(10)), workingCopy, path: ['Getting Started'], state: 'liveWithChanges' };
    const user = setup({
      [`GET /api/admin/articles/${ARTICLE_A.id}/content`]: { body: content },
      [`GET /api/admin/articles/${ARTICLE_A.id}`]: { body: articleSettingsOf(ARTICLE_A, ID(10)) },
      'POST /api/admin/publish-revision/*': { body: { ...NEWER, isPublished: true } },
    });
    await openArticleA(user);
    expect(await screen.findByText(/saved by Erin on .*this is the newest revision, not yet on the site/)).toBeVisible();
    expect(await screen.findByText('Live with unpublished changes')).toHaveAttribute('data-state', 'liveWithChanges');
    await user.click(button('HTML'));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue(NEWER.content);
    await waitFor(() => expect(button('Publish')).toBeEnabled());
    await user.click(button('Publish'));
    await waitFor(() => expect(api!.made('POST', `/api/admin/publish-revision/${NEWER.id}`)).toHaveLength(1));
  });

  it('Save over a newer revision asks first: who saved it and when; "Save over it" saves without the check', async () => {
    let saves = 0;
    const user = setup({
      'POST /api/admin/save-revision': () =>
        ++saves === 1
          ? {
              status: 409,
              body: {
                error: 'Erin saved a newer revision of this article while you were editing',
                code: 'conflict',
                details: { newer: { revisionId: NEWER.id, adminName: 'Erin', savedAt: NEWER.createdAt } },
              },
            }
          : { body: revision(3, '<p>Mine</p>', false) },
    });
    await openArticleA(user);
    await editInHtml(user, '<p>Mine</p>');
    await user.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'A newer revision was saved' });
    expect(dialog).toHaveTextContent(/Erin saved a newer revision on .* while you were editing/);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save over it' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    const bodies = api!.made('POST', '/api/admin/save-revision').map((call) => call.body as { baseRevisionId?: string | null });
    expect(bodies.map((body) => 'baseRevisionId' in body && body.baseRevisionId !== undefined)).toEqual([true, false]);
  });

  it('"Compare with live" opens the working copy set against the live article', async () => {
    const workingCopy = { revisionId: NEWER.id, content: NEWER.content, adminName: 'Erin', savedAt: NEWER.createdAt, isPublished: false };
    const content = { ...articleSettingsOf(ARTICLE_A, ID(10)), content: PUBLISHED.content, workingCopy, path: ['Getting Started'], state: 'liveWithChanges' };
    const user = setup({
      [`GET /api/admin/articles/${ARTICLE_A.id}/content`]: { body: content },
      [`GET /api/admin/articles/${ARTICLE_A.id}`]: { body: articleSettingsOf(ARTICLE_A, ID(10)) },
    });
    await openArticleA(user);
    await user.click(await screen.findByRole('button', { name: 'Compare with live' }));
    const dialog = await screen.findByRole('dialog', { name: `Compare versions of “${ARTICLE_A.title}”` });
    expect(await within(dialog).findByRole('combobox', { name: 'From' })).toHaveDisplayValue('Live article');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveDisplayValue(/^Revision by Grace/);
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveValue(NEWER.id);
    expect(within(dialog).getByText(/Published/, { selector: 'del' })).toBeVisible();
    expect(within(dialog).getByText(/Newer/, { selector: 'ins' })).toBeVisible();
  });

  it('"Discard unpublished changes" asks, then the editor goes back to the live text', async () => {
    const workingCopy = { revisionId: NEWER.id, content: NEWER.content, adminName: 'Erin', savedAt: NEWER.createdAt, isPublished: false };
    const live = {
      ...articleSettingsOf(ARTICLE_A, ID(10)),
      workingCopy: { ...workingCopy, revisionId: PUBLISHED.id, content: PUBLISHED.content, isPublished: true },
      path: ['Getting Started'],
    };
    let discarded = false;
    const user = setup({
      [`GET /api/admin/articles/${ARTICLE_A.id}/content`]: () => ({ body: discarded ? live : { ...live, workingCopy } }),
      [`POST /api/admin/articles/${ARTICLE_A.id}/discard-unpublished`]: () => {
        discarded = true;
        return { body: { discarded: 1 } };
      },
    });
    await openArticleA(user);
    await user.click(await screen.findByRole('button', { name: 'Discard unpublished changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unpublished changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByText(/this is the newest revision, not yet on the site/)).toBeNull());
    await user.click(button('HTML'));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue(PUBLISHED.content);
  });

  it('a draft whose revision was saved reopens with that text, not empty, and without an unpublished-changes notice', async () => {
    const saved = revision(3, '<p>Draft words saved yesterday</p>', false);
    const content = {
      ...articleSettingsOf({ ...ARTICLE_A, content: '' }, ID(10)),
      status: 'draft',
      workingCopy: { revisionId: saved.id, content: saved.content, adminName: 'Grace', savedAt: saved.createdAt, isPublished: false },
      path: ['Getting Started'],
    };
    const user = setup({
      [`GET /api/admin/articles/${ARTICLE_A.id}/content`]: { body: content },
      [`GET /api/admin/revisions/${ARTICLE_A.id}`]: { body: [saved] },
    });
    await openArticleA(user);
    await user.click(button('HTML'));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue(saved.content);
    expect(screen.queryByText(/Unpublished changes/)).toBeNull();
  });

  it('Publish without a save publishes the revision flagged published', async () => {
    const user = setup({ [`POST /api/admin/publish-revision/${PUBLISHED.id}`]: { body: PUBLISHED } });
    await openArticleA(user);
    await waitFor(() => expect(button('Publish')).toBeEnabled());
    await user.click(button('Publish'));
    await waitFor(() => expect(api!.made('POST', `/api/admin/publish-revision/${PUBLISHED.id}`)).toHaveLength(1));
    await waitFor(() => expect(api!.made('GET', `/api/admin/articles/${ARTICLE_A.id}/content`)).toHaveLength(2));
    expect(api!.made('GET', `/api/admin/revisions/${ARTICLE_A.id}`)).toHaveLength(2);
  });

  it('Publish without a save or a published revision publishes the first one', async () => {
    const user = setup({
      [`GET /api/admin/revisions/${ARTICLE_A.id}`]: { body: [NEWER, { ...PUBLISHED, isPublished: false }] },
      'POST /api/admin/publish-revision/*': { body: NEWER },
    });
    await openArticleA(user);
    await waitFor(() => expect(button('Publish')).toBeEnabled());
    await user.click(button('Publish'));
    await waitFor(() => expect(api!.made('POST', `/api/admin/publish-revision/${NEWER.id}`)).toHaveLength(1));
  });

  it('Publish right after a save publishes the saved revision', async () => {
    const saved = revision(3, '<p>Changed</p>', false);
    const list = [NEWER, PUBLISHED];
    const user = setup({
      [`GET /api/admin/revisions/${ARTICLE_A.id}`]: () => ({ body: list }),
      'POST /api/admin/save-revision': () => {
        list.unshift(saved);
        return { body: saved };
      },
      'POST /api/admin/publish-revision/*': { body: saved },
    });
    await openArticleA(user);
    await editInHtml(user, '<p>Changed</p>');
    await user.click(button('Save'));
    await waitFor(() => expect(button('Publish')).toBeEnabled());
    await user.click(button('Publish'));
    await waitFor(() => expect(api!.made('POST', `/api/admin/publish-revision/${saved.id}`)).toHaveLength(1));
  });

  it('an article without revisions cannot be published and shows no history', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Getting Started/ }));
    await user.click(screen.getByRole('button', { name: /Installation/ }));
    await user.click(button(ARTICLE_B.title));
    await waitFor(() => expect(api!.made('GET', `/api/admin/revisions/${ARTICLE_B.id}`)).toHaveLength(1));
    expect(button('Publish')).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Revision History' })).toBeNull();
  });

  it('loading a revision copies it into the editor and makes it dirty; delete refreshes the list', async () => {
    const user = setup({ [`DELETE /api/admin/revisions/${NEWER.id}`]: { body: { ok: true } } });
    await openArticleA(user);
    await user.click(button('HTML'));
    await user.click(await screen.findByRole('button', { name: /Load revision by Grace from Mar 1, 2025/ }));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue('<p>Published text</p>');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Delete revision by Grace from Mar 2, 2025/ }));
    await waitFor(() => expect(api!.made('DELETE', `/api/admin/revisions/${NEWER.id}`)).toHaveLength(1));
    await waitFor(() => expect(api!.made('GET', `/api/admin/revisions/${ARTICLE_A.id}`)).toHaveLength(2));
  });

  it('a failed revision fetch is shown and logged', async () => {
    const user = setup({ [`GET /api/admin/revisions/${ARTICLE_A.id}`]: { status: 500, body: { error: 'Internal error' } } });
    await openArticleA(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch revisions');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch revisions', expect.any(Error));
  });

  it.each([
    ['it would lose text', 'Not saved: removing unsafe markup would also remove this text: "after"', { code: 'contentLost', details: { lost: 'after' } }],
    ['the HTML is nested too deep', 'The HTML is nested more than 256 elements deep', { code: 'htmlTooDeep', details: { maxDepth: 256 } }],
  ])('a save refused because %s shows the server message and keeps the changes', async (_why, error, refusal) => {
    const user = setup({ 'POST /api/admin/save-revision': { status: 422, body: { error, ...refusal } } });
    await openArticleA(user);
    await editInHtml(user, '<p>x</p>');
    await user.click(button('Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it('a failed save is shown (one toast at a time), logged, and keeps the changes', async () => {
    const user = setup({ 'POST /api/admin/save-revision': { status: 500, body: { error: 'Internal error' } } });
    await openArticleA(user);
    await editInHtml(user, '<p>x</p>');
    await user.click(button('Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save revision');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api!.made('POST', '/api/admin/save-revision')).toHaveLength(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Failed to save revision', expect.any(Error));
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });
});
