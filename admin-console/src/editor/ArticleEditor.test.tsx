import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../dashboard/DashboardPage';
import { fakeFetch, type Answer } from '@kb/test-support';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { renderAdmin } from '../../test/renderAdmin';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ARTICLE_A = { id: ID(1), title: 'What Is Skyframe?', slug: 'what-is-skyframe', content: '<p>Alpha text</p>' };
const ARTICLE_B = { id: ID(2), title: 'Installing', slug: 'installing', content: '<p>Beta text</p>' };
const level = (...categories: Array<[number, string, number, number, number]>) => ({
  body: { categories: categories.map(([n, name, articleCount, ownArticleCount, childCount]) => ({ id: ID(n), name, articleCount, ownArticleCount, childCount })) },
});
const page = (...articles: Array<typeof ARTICLE_A>) => ({
  body: { rows: articles.map(({ id, title, slug }) => ({ id, title, slug, status: 'published' })), page: 0, pageCount: 1, total: articles.length },
});
const opened = (article: typeof ARTICLE_A, path: string[]) => ({
  body: {
    ...article,
    path,
    categoryId: ID(10),
    order: 0,
    metaDescription: '',
    seoKeywords: [],
    semanticTags: [],
    status: 'published',
    editorNote: '',
    conceptId: null,
    updatedAt: '2025-03-01T10:00:00.000Z',
  },
});
/** The tree as the console fetches it: a level at a time, a page of articles per category, an article's HTML when opened. */
const TREE = {
  'GET /api/admin/tree': level([10, 'Getting Started', 2, 1, 1]),
  [`GET /api/admin/tree?parent=${ID(10)}`]: level([11, 'Installation', 1, 1, 0]),
  [`GET /api/admin/tree/${ID(10)}/articles?page=0`]: page(ARTICLE_A),
  [`GET /api/admin/tree/${ID(11)}/articles?page=0`]: page(ARTICLE_B),
  [`GET /api/admin/articles/${ARTICLE_A.id}/content`]: opened(ARTICLE_A, ['Getting Started']),
  [`GET /api/admin/articles/${ARTICLE_B.id}/content`]: opened(ARTICLE_B, ['Getting Started', 'Installation']),
};
const CONCEPT = {
  id: ID(20),
  title: 'Multi-camera sync',
  description: '<h2>Multi-camera sync</h2><p>Draft</p>',
  article: null,
  evidence: { searches: [], reports: [], unhelpful: null },
  gapCheck: null,
};
const revision = (n: number, content: string, isPublished: boolean) => ({
  id: ID(100 + n),
  articleId: ARTICLE_A.id,
  content,
  adminName: 'Grace',
  createdAt: `2025-03-0${n}T14:30:00.000Z`,
  isPublished,
});
const NEWER = revision(2, '<p>Newer draft</p>', false);
const PUBLISHED = revision(1, '<p>Published text</p>', true);

let api: ReturnType<typeof fakeFetch> | null = null;
dashboardTestHooks();

function setup(routes: Record<string, Answer> = {}) {
  api = fakeFetch({
    ...TREE,
    'GET /api/admin/saved-concepts': { body: [CONCEPT] },
    'GET /api/admin/categories': { body: [] },
    'GET /api/admin/reference-urls': { body: [] },
    'GET /api/admin/content-concepts': { body: [] },
    [`GET /api/admin/revisions/${ARTICLE_A.id}`]: { body: [NEWER, PUBLISHED] },
    [`GET /api/admin/revisions/${ARTICLE_B.id}`]: { body: [] },
    [`GET /api/admin/articles/${ARTICLE_A.id}/reviews`]: { body: [] },
    'POST /api/admin/check-links': { body: { internalCount: 0, problems: [], external: [] } },
    ...routes,
  });
  renderAdmin(<DashboardPage />, '/admin');
  return userEvent.setup();
}

async function openArticleA(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Getting Started/ }));
  await user.click(screen.getByRole('button', { name: ARTICLE_A.title }));
  await screen.findByText(/You are currently editing:/);
}

async function editInHtml(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'HTML' }));
  const area = screen.getByPlaceholderText('Enter HTML content...');
  await user.clear(area);
  await user.type(area, text);
  return area;
}

const button = (name: string) => screen.getByRole('button', { name });

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
    expect(api!.made('POST', '/api/admin/save-revision')[0]?.body).toEqual({ articleId: ARTICLE_A.id, content: '<p>Changed</p>' });
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

  it('a save refused because it would lose text shows the server message and keeps the changes', async () => {
    const error = 'Not saved: removing unsafe markup would also remove this text: "after"';
    const user = setup({ 'POST /api/admin/save-revision': { status: 422, body: { error, code: 'contentLost', details: { lost: 'after' } } } });
    await openArticleA(user);
    await editInHtml(user, '<p>x</p>');
    await user.click(button('Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it('a save refused because the HTML is nested too deep shows the server message and keeps the changes', async () => {
    const error = 'The HTML is nested more than 256 elements deep';
    const user = setup({ 'POST /api/admin/save-revision': { status: 422, body: { error, code: 'htmlTooDeep', details: { maxDepth: 256 } } } });
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
    await user.click(button('Save'));
    await waitFor(() => expect(api!.made('POST', '/api/admin/save-revision')).toHaveLength(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Failed to save revision', expect.any(Error));
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });
});

describe('Saved concepts and leaving', () => {
  it('a concept loads its description and can be neither saved nor published', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: CONCEPT.title }));
    expect(screen.getByText('Saved_Concepts / Multi-camera sync')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
    await editInHtml(user, '<p>Edited concept</p>');
    expect(button('Save')).toBeDisabled();
    expect(button('Publish')).toBeDisabled();
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No article selected');
    expect(api!.made('POST', '/api/admin/save-revision')).toEqual([]);
  });

  it('Delete asks first, naming the concept, then deletes it and closes it', async () => {
    let saved = [CONCEPT];
    const user = setup({
      'GET /api/admin/saved-concepts': () => ({ body: saved }),
      [`DELETE /api/admin/saved-concepts/${CONCEPT.id}`]: () => {
        saved = [];
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: CONCEPT.title }));
    await user.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Multi-camera sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api!.made('DELETE', `/api/admin/saved-concepts/${CONCEPT.id}`)).toEqual([]);
    await user.click(button('Delete'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete “Multi-camera sync”' }));
    expect(await screen.findByText('Concept deleted')).toBeVisible();
    expect(api!.made('DELETE', `/api/admin/saved-concepts/${CONCEPT.id}`)).toHaveLength(1);
    expect(await screen.findByText('Select an article or saved concept to begin editing')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: CONCEPT.title })).toBeNull());
  });

  it('switching items with unsaved changes asks first', async () => {
    const user = setup();
    await openArticleA(user);
    await editInHtml(user, '<p>Unsaved</p>');
    await user.click(button(CONCEPT.title));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue('<p>Unsaved</p>');
    await user.click(button(CONCEPT.title));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('Saved_Concepts / Multi-camera sync')).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('closing the tab with unsaved changes asks the browser to confirm', async () => {
    const user = setup();
    await openArticleA(user);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await editInHtml(user, '<p>Unsaved</p>');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('Logout with unsaved changes asks first', async () => {
    const user = setup({ 'POST /api/admin/logout': { body: { ok: true } } });
    await openArticleA(user);
    await editInHtml(user, '<p>Unsaved</p>');
    await user.click(button('Logout'));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await user.click(button('Discard changes'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/));
  });
});
