import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type Answer } from '@kb/test-support';
import { treeRoutes } from '../../test/adminTree';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { renderAdmin } from '../../test/renderAdmin';
import { DashboardPage } from '../dashboard/DashboardPage';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const article = (n: number, title = `Lens note ${n}`) => ({ id: ID(n), title, slug: `lens-note-${n}`, content: `<p>Text ${n}</p>` });
const GENLOCK = article(1, 'Genlock Setup');
const TREE = [{ id: ID(900), name: 'Sync', articleCount: 1, articles: [GENLOCK], children: [] }];
const LISTS: Record<string, Answer> = {
  ...treeRoutes(TREE),
  'GET /api/admin/saved-concepts': { body: [] },
  'GET /api/admin/categories': { body: [] },
  'GET /api/admin/reference-urls': { body: [] },
  'GET /api/admin/content-concepts': { body: [] },
  'GET /api/admin/revisions/*': { body: [] },
  'GET /api/admin/audit-log*': { body: [] },
};

dashboardTestHooks();
const location = () => screen.getByTestId('location');

function setup(path: string, routes: Record<string, Answer> = {}) {
  const api = fakeFetch({ ...LISTS, ...routes });
  renderAdmin(<DashboardPage />, path);
  return { api, user: userEvent.setup() };
}

describe('the admin console as an app', () => {
  it('/admin shows the two SPEC cards, each leading into its section; the navigation names every section', async () => {
    const { user } = setup('/admin');
    expect(await screen.findByRole('heading', { name: 'Article Editor' })).toBeVisible();
    expect(screen.getByText('Edit existing articles and track revision history')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Content Gap Analysis' })).toBeVisible();
    expect(screen.getByText('Identify and track content opportunities to expand your knowledge base')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[0]).toBe('Dashboard');
    expect(links).toEqual(expect.arrayContaining(['Articles', 'Categories', 'Content gaps', 'Insights', 'Audit log', 'Settings']));
    expect(screen.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Open content gaps' }));
    expect(location()).toHaveTextContent(/^\/admin\/gaps$/);
    expect(screen.getByRole('heading', { name: 'Content Gap Analysis' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Article Editor' })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(location()).toHaveTextContent(/^\/admin\/audit$/);
    expect(await screen.findByRole('form', { name: 'Audit log filters' })).toBeVisible();
    // The page's title names it, once.
    expect(screen.getAllByRole('heading', { name: 'Audit log' })).toHaveLength(1);
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Site settings' })).toBeVisible();
  });

  it('/admin/articles/<id> opens that article, fetching only its HTML and the top of the tree', async () => {
    const { api } = setup(`/admin/articles/${GENLOCK.id}`);
    expect(await screen.findByText('Live_Articles / Sync / Genlock Setup')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/articles/${GENLOCK.slug}`);
    expect(api.requests.filter((path) => path.startsWith('/api/admin/tree') || path.includes('/content')).sort()).toEqual([
      `/api/admin/articles/${GENLOCK.id}/content`,
      '/api/admin/tree',
    ]);
    expect(api.made('GET', '/api/admin/live-articles')).toHaveLength(0);
  });

  it('choosing an article in the tree puts it in the URL; an unknown one says so', async () => {
    const { user } = setup('/admin/articles');
    await user.click(await screen.findByRole('button', { name: 'Sync (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Genlock Setup' }));
    expect(location()).toHaveTextContent(`/admin/articles/${GENLOCK.id}`);
    expect(await screen.findByText('Live_Articles / Sync / Genlock Setup')).toBeVisible();
  });

  it('an article that does not exist says so', async () => {
    setup(`/admin/articles/${ID(404)}`);
    expect(await screen.findByText('Article not found')).toBeVisible();
  });

  it('a category lists 50 articles at a time and offers the rest', async () => {
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: ID(from + i), title: `Lens note ${from + i}`, slug: `lens-note-${from + i}`, status: 'published' }));
    const { user, api } = setup('/admin/articles', {
      'GET /api/admin/tree': { body: { categories: [{ id: ID(900), name: 'Lenses', articleCount: 70, ownArticleCount: 70, childCount: 0 }] } },
      [`GET /api/admin/tree/${ID(900)}/articles?page=0`]: { body: { rows: rows(100, 50), page: 0, pageCount: 2, total: 70 } },
      [`GET /api/admin/tree/${ID(900)}/articles?page=1`]: { body: { rows: rows(150, 20), page: 1, pageCount: 2, total: 70 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Lenses (70)' }));
    expect(await screen.findByRole('button', { name: 'Lens note 149' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lens note 150' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More articles (20 more)' }));
    expect(await screen.findByRole('button', { name: 'Lens note 169' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /More articles/ })).toBeNull();
    expect(api.requests.filter((path) => path.includes('/articles?page='))).toEqual([
      `/api/admin/tree/${ID(900)}/articles?page=0`,
      `/api/admin/tree/${ID(900)}/articles?page=1`,
    ]);
  });

  it('finds an article by title or slug as you type, drafts too, and opens it', async () => {
    const hit = { id: ID(7), title: 'Genlock Drift', slug: 'genlock-drift', status: 'draft', path: ['Sync'] };
    const { user, api } = setup('/admin/articles', {
      'GET /api/admin/article-search*': (call) => ({
        body: call.url.searchParams.get('q') === 'nothing' ? { rows: [], page: 0, pageCount: 0, total: 0 } : { rows: [hit], page: 0, pageCount: 1, total: 1 },
      }),
      [`GET /api/admin/articles/${hit.id}/content`]: { status: 404, body: { error: 'Article not found' } },
    });
    const box = await screen.findByRole('searchbox', { name: 'Search articles by title or slug' });
    await user.type(box, 'genl');
    const results = await screen.findByRole('list', { name: 'Matching articles' });
    expect(await within(results).findByRole('button', { name: /^Genlock Drift/ })).toHaveTextContent('Genlock Drift (draft)');
    expect(within(results).getByText('Sync › genlock-drift')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Live_Articles/ })).toBeNull();
    expect(api.requests.some((path) => path === '/api/admin/article-search?q=genl&page=0')).toBe(true);
    await user.click(within(results).getByRole('button', { name: /Genlock Drift/ }));
    expect(location()).toHaveTextContent(`/admin/articles/${hit.id}`);
    await user.clear(box);
    await user.type(box, 'nothing');
    expect(await screen.findByText('No article has “nothing” in its title or slug')).toBeVisible();
    await user.clear(box);
    expect(await screen.findByRole('button', { name: /^Live_Articles/ })).toBeVisible();
  });

  it('leaving an article with unsaved changes through the navigation asks first', async () => {
    const { user } = setup(`/admin/articles/${GENLOCK.id}`);
    await screen.findByText('Live_Articles / Sync / Genlock Setup');
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    await user.type(screen.getByPlaceholderText('Enter HTML content...'), '<p>More</p>');
    await user.click(within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: 'Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(location()).toHaveTextContent(`/admin/articles/${GENLOCK.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/insights$/));
  });
});
