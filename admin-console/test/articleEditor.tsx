import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, type Answer } from '@kb/test-support';
import { DashboardPage } from '../src/dashboard/DashboardPage';
import { treeRoutes } from './adminTree';
import { renderAdmin } from './renderAdmin';

/** The article editor's tests: two articles in a two-level tree, a saved concept, and article A's revisions. */
export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ARTICLE_A = { id: ID(1), title: 'What Is Skyframe?', slug: 'what-is-skyframe', content: '<p>Alpha text</p>' };
export const ARTICLE_B = { id: ID(2), title: 'Installing', slug: 'installing', content: '<p>Beta text</p>' };
const TREE = treeRoutes([
  {
    id: ID(10),
    name: 'Getting Started',
    articleCount: 2,
    articles: [ARTICLE_A],
    children: [{ id: ID(11), name: 'Installation', articleCount: 1, articles: [ARTICLE_B], children: [] }],
  },
]);
export const CONCEPT = {
  id: ID(20),
  title: 'Multi-camera sync',
  description: '<h2>Multi-camera sync</h2><p>Draft</p>',
  article: null,
  evidence: { searches: [], reports: [], unhelpful: null },
  gapCheck: null,
};
export const revision = (n: number, content: string, isPublished: boolean) => ({
  id: ID(100 + n),
  articleId: ARTICLE_A.id,
  content,
  adminName: 'Grace',
  createdAt: `2025-03-0${n}T14:30:00.000Z`,
  isPublished,
});
export const NEWER = revision(2, '<p>Newer draft</p>', false);
export const PUBLISHED = revision(1, '<p>Published text</p>', true);

/** The fake API of the last `setup` (a live binding: read it after calling setup). */
export let api: ReturnType<typeof fakeFetch> | null = null;

/** The dashboard at `path` on the fake API, with `routes` added or replaced. */
export function setup(routes: Record<string, Answer> = {}, path = '/admin') {
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
  renderAdmin(<DashboardPage />, path);
  return userEvent.setup();
}

export async function openArticleA(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Getting Started/ }));
  await user.click(screen.getByRole('button', { name: ARTICLE_A.title }));
  await screen.findByText(/You are currently editing:/);
}

export async function editInHtml(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'HTML' }));
  const area = screen.getByPlaceholderText('Enter HTML content...');
  await user.clear(area);
  await user.type(area, text);
  return area;
}

export const button = (name: string) => screen.getByRole('button', { name });
