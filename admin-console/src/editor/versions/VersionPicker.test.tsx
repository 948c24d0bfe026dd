import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentSession, VersionArticle } from '@kb/contracts';
import { dashboardTestHooks } from '../../../test/dashboardHooks';
import { MAIN_LINE, OLD_VERSION } from '../../../test/versions';
import { articleSettingsOf } from '../../../test/adminTree';
import { api, ARTICLE_A, ARTICLE_B, button, editInHtml, ID, openArticleA, PUBLISHED, revision, setup } from '../../../test/articleEditor';

dashboardTestHooks();

const A_IN_41: VersionArticle = {
  version: '4.1',
  articleId: ARTICLE_A.id,
  revisionId: ID(160),
  status: 'published',
  slug: ARTICLE_A.slug,
  title: 'What Was Skyframe?',
  categoryId: ID(10),
  content: '<p>Old release text</p>',
};
const FORK_REVISION = { ...revision(6, '<p>Old release text</p>', true), id: ID(160) };
const SETTINGS = articleSettingsOf(ARTICLE_A, ID(10));
const session = (role: CurrentSession['role']) => ({
  'GET /api/admin/session': { body: { adminName: 'Me', personId: ID(9), email: 'me@example.com', role, expiresAt: '2099-01-01T00:00:00.000Z' } },
});

/** A site with 4.2 (the main line) and 4.1, where article A has its own text and article B is missing. */
const VERSIONED = {
  'GET /api/admin/versions': { body: [OLD_VERSION, MAIN_LINE] },
  [`GET /api/admin/versions/4.1/articles/${ARTICLE_A.id}`]: { body: A_IN_41 },
  [`GET /api/admin/versions/4.2/articles/${ARTICLE_A.id}`]: { body: { ...A_IN_41, version: '4.2', title: ARTICLE_A.title, content: ARTICLE_A.content } },
  [`GET /api/admin/versions/4.1/articles/${ARTICLE_B.id}`]: {
    status: 404,
    body: { error: `No article with id '${ARTICLE_B.id}' in version '4.1'`, code: 'notFound' },
  },
  [`GET /api/admin/revisions/${ARTICLE_A.id}?version=4.1`]: { body: [FORK_REVISION] },
  [`GET /api/admin/revisions/${ARTICLE_B.id}?version=4.1`]: { body: [] },
  [`GET /api/admin/articles/${ARTICLE_A.id}`]: { body: SETTINGS },
  [`GET /api/admin/articles/${ARTICLE_B.id}`]: { body: { ...SETTINGS, ...ARTICLE_B } },
};

const picker = () => screen.findByRole('combobox', { name: 'Version' });
const htmlArea = () => screen.getByPlaceholderText('Enter HTML content...');

describe('the editor’s Version picker', () => {
  it('lists the versions with their status, the main line first; choosing one loads its copy into the URL, and Save, Publish and the history act there', async () => {
    const saved = { ...revision(7, '<p>Fixed for 4.1</p>', false), id: ID(170) };
    const inFork = [FORK_REVISION];
    const user = setup({
      ...VERSIONED,
      [`GET /api/admin/revisions/${ARTICLE_A.id}?version=4.1`]: () => ({ body: inFork }),
      'POST /api/admin/save-revision': () => {
        inFork.unshift(saved);
        return { body: saved };
      },
      [`POST /api/admin/publish-revision/${saved.id}?version=4.1`]: { body: { ...saved, isPublished: true } },
    });
    await openArticleA(user);
    const version = await picker();
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['4.2 (Current)', '4.1 (Deprecated)']);
    expect(version).toHaveValue('4.2');
    await user.click(button('HTML'));
    expect(htmlArea()).toHaveValue(ARTICLE_A.content);

    await user.selectOptions(version, '4.1');
    await waitFor(() => expect(htmlArea()).toHaveValue('<p>Old release text</p>'));
    expect(screen.getByTestId('search')).toHaveTextContent('?version=4.1');
    expect(screen.getByText(/Live_Articles \/ Getting Started \/ What Was Skyframe\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/v/4.1/article/what-is-skyframe');
    const history = await screen.findByRole('region', { name: 'Revision History' });
    expect(within(history).getAllByText('Grace')).toHaveLength(1);

    await editInHtml(user, '<p>Fixed for 4.1</p>');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(api!.made('POST', '/api/admin/save-revision')[0]?.body).toEqual({ articleId: ARTICLE_A.id, content: '<p>Fixed for 4.1</p>', version: '4.1' }),
    );
    await waitFor(() => expect(button('Publish')).toBeEnabled());
    await user.click(button('Publish'));
    await waitFor(() => expect(api!.made('POST', `/api/admin/publish-revision/${saved.id}?version=4.1`)).toHaveLength(1));
    expect(api!.made('POST', `/api/admin/publish-revision/${saved.id}`)).toEqual([]);

    await user.selectOptions(await picker(), '4.2');
    await waitFor(() => expect(htmlArea()).toHaveValue(ARTICLE_A.content));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('opened from a URL with ?version=, it says when the version does not hold the article and why, and keeps the version for the next article', async () => {
    const user = setup(VERSIONED, `/admin/articles/${ARTICLE_B.id}?version=4.1`);
    expect(await picker()).toHaveValue('4.1');
    expect(await screen.findByText(/“Installing” is not in version 4\.1: it was not on the site in 4\.2 when 4\.1 was created from it/)).toBeVisible();
    expect(screen.getByText(/Publishing a revision here adds it to 4\.1\./)).toBeVisible();
    expect(await screen.findByText('Not in 4.1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await user.click(button('HTML'));
    expect(htmlArea()).toHaveValue(ARTICLE_B.content);

    await user.click(await screen.findByRole('button', { name: /Getting Started/ }));
    await user.click(button(ARTICLE_A.title));
    await waitFor(() => expect(htmlArea()).toHaveValue('<p>Old release text</p>'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/articles/${ARTICLE_A.id}`);
    expect(screen.getByTestId('search')).toHaveTextContent('?version=4.1');
  });

  it('Unpublish in a version acts there; Settings, Move, Translate and Delete stay with the main line', async () => {
    const user = setup(
      { ...VERSIONED, [`POST /api/admin/articles/${ARTICLE_A.id}/unpublish?version=4.1`]: { body: SETTINGS } },
      `/admin/articles/${ARTICLE_A.id}?version=4.1`,
    );
    expect(await screen.findByText('Live in 4.1')).toBeVisible();
    expect(screen.getByText(/Settings, Move, Translate and Delete change the main line’s article/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    await user.click(button('Unpublish'));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “What Was Skyframe?” in version 4.1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish “What Was Skyframe?”' }));
    await waitFor(() => expect(api!.made('POST', `/api/admin/articles/${ARTICLE_A.id}/unpublish?version=4.1`)).toHaveLength(1));
    expect(api!.made('POST', `/api/admin/articles/${ARTICLE_A.id}/unpublish`)).toEqual([]);
  });

  it('is not shown on a site with one version', async () => {
    const user = setup({ 'GET /api/admin/versions': { body: [] } });
    await openArticleA(user);
    await waitFor(() => expect(api!.made('GET', '/api/admin/versions')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Version' })).toBeNull();
  });

  it('a viewer may look at another version; Save and Publish say why they are disabled', async () => {
    const user = setup({ ...VERSIONED, ...session('viewer') }, `/admin/articles/${ARTICLE_A.id}`);
    await user.selectOptions(await picker(), '4.1');
    await user.click(await screen.findByRole('button', { name: 'HTML' }));
    await waitFor(() => expect(htmlArea()).toHaveValue('<p>Old release text</p>'));
    await waitFor(() => expect(button('Save')).toHaveAttribute('title', 'Needs the Editor role'));
    expect(button('Publish')).toHaveAttribute('title', 'Needs the Publisher role');
    expect(button('Unpublish')).toBeDisabled();
    expect(button('Unpublish')).toHaveAttribute('title', 'Needs the Publisher role');
  });

  it('an archived version is read-only: Save and Publish say so', async () => {
    const user = setup(
      { ...VERSIONED, 'GET /api/admin/versions': { body: [{ ...OLD_VERSION, status: 'archived' }, MAIN_LINE] } },
      `/admin/articles/${ARTICLE_A.id}`,
    );
    await user.selectOptions(await picker(), '4.1 (Archived)');
    await user.click(await screen.findByRole('button', { name: 'HTML' }));
    await waitFor(() => expect(htmlArea()).toHaveValue('<p>Old release text</p>'));
    await editInHtml(user, '<p>Too late for 4.1</p>');
    expect(button('Save')).toBeDisabled();
    expect(button('Save')).toHaveAttribute('title', 'Version 4.1 is archived (read-only)');
    expect(button('Publish')).toHaveAttribute('title', 'Version 4.1 is archived (read-only)');
    expect(screen.getByText('Version 4.1 is archived (read-only)')).toBeVisible();
  });
});

describe('Compare across versions', () => {
  it('“Compare with” sets the same article in another version against the open one, word by word', async () => {
    const user = setup({ ...VERSIONED, [`GET /api/admin/revisions/${ARTICLE_A.id}`]: { body: [PUBLISHED] } });
    await openArticleA(user);
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog');
    const against = await within(dialog).findByRole('combobox', { name: 'Compare with' });
    expect(
      within(against)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Live article', 'Version 4.1 (Deprecated)']);
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveValue('live');
    await user.selectOptions(against, 'Version 4.1 (Deprecated)');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveValue('live');
    const differences = await within(dialog).findByLabelText('Differences');
    expect([...differences.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['Old release']);
    expect([...differences.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['Alpha']);
  });
});
