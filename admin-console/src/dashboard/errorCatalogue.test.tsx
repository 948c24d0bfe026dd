import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../session/sessionStore';
import { fakeFetch, type Reply } from '@kb/test-support';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { treeRoutes } from '../../test/adminTree';
import { renderAdmin } from '../../test/renderAdmin';
import { DashboardPage } from './DashboardPage';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ARTICLE = { id: ID(1), title: 'Genlock Setup', slug: 'genlock-setup', content: '<p>Genlock text</p>' };
const TREE = [{ id: ID(10), name: 'Sync', articleCount: 1, articles: [ARTICLE], children: [] }];
const REVISION = { id: ID(100), articleId: ARTICLE.id, content: '<p>Draft</p>', adminName: 'Grace', createdAt: '2025-03-02T14:30:00.000Z', isPublished: false };
const URL_A = { id: ID(2), url: 'https://a.example/kb/one', enabled: true };
const CONCEPT = {
  id: ID(30),
  title: 'Genlock drift',
  description: 'How to diagnose drift',
  analysisReport: 'Gap.',
  references: [URL_A.url],
  evidence: { searches: [], reports: [], unhelpful: null },
};
const FAIL: Reply = { status: 500, body: { error: 'Internal error' } };
const UNAUTHORIZED: Reply = { status: 401, body: { error: 'Session expired' } };

dashboardTestHooks();

function setup(routes: Record<string, Reply>) {
  fakeFetch({
    ...treeRoutes(TREE),
    'GET /api/admin/saved-concepts': { body: [] },
    'GET /api/admin/categories': { body: [] },
    'GET /api/admin/reference-urls': { body: [URL_A] },
    'GET /api/admin/content-concepts': { body: [CONCEPT] },
    [`GET /api/admin/revisions/${ARTICLE.id}`]: { body: [REVISION] },
    'POST /api/admin/check-links': { body: { internalCount: 0, problems: [], external: [] } },
    ...routes,
  });
  renderAdmin(<DashboardPage />, '/admin');
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

async function openArticle(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Sync (1)' }));
  await user.click(screen.getByRole('button', { name: ARTICLE.title }));
  await screen.findByRole('region', { name: 'Revision History' });
}

const ACTIONS: Record<string, (user: User) => Promise<void>> = {
  nothing: async () => undefined,
  'delete a URL': async (user) => {
    await user.click(await screen.findByRole('button', { name: 'Modify URLs' }));
    await user.click(screen.getByRole('button', { name: `Delete ${URL_A.url}` }));
  },
  'save a concept': async (user) => {
    const card = await screen.findByRole('listitem', { name: CONCEPT.title });
    await user.click(within(card).getByRole('button', { name: 'Save to HTML' }));
  },
  'publish a revision': async (user) => {
    await openArticle(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
  },
  'delete a revision': async (user) => {
    await openArticle(user);
    await user.click(screen.getByRole('button', { name: /^Delete revision by Grace/ }));
  },
};

describe('SPEC §8 errors are shown as a toast and logged', () => {
  it.each([
    ['Failed to fetch articles', 'GET /api/admin/tree', 'nothing'],
    ['Failed to fetch concepts', 'GET /api/admin/saved-concepts', 'nothing'],
    ['Failed to fetch concepts', 'GET /api/admin/content-concepts', 'nothing'],
    ['Failed to delete URL', `DELETE /api/admin/reference-urls/${URL_A.id}`, 'delete a URL'],
    ['Failed to save concept', `POST /api/admin/save-concept/${CONCEPT.id}`, 'save a concept'],
    ['Failed to publish revision', `POST /api/admin/publish-revision/${REVISION.id}`, 'publish a revision'],
    ['Failed to delete revision', `DELETE /api/admin/revisions/${REVISION.id}`, 'delete a revision'],
  ])("'%s' when %s fails", async (message, route, action) => {
    const user = setup({ [route]: FAIL });
    await ACTIONS[action]!(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}×$`));
    expect(console.error).toHaveBeenCalledWith(message, expect.any(Error));
    // Still signed in: on the dashboard, or on the article opened (its own URL).
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin(\/articles\/[-0-9a-f]+)?$/);
  });
});

describe('a 401 from a mutation logs out', () => {
  it.each([
    ['publish a revision', `POST /api/admin/publish-revision/${REVISION.id}`],
    ['delete a URL', `DELETE /api/admin/reference-urls/${URL_A.id}`],
  ])('%s', async (action, route) => {
    const user = setup({ [route]: UNAUTHORIZED, 'POST /api/admin/logout': { body: { ok: true } } });
    await ACTIONS[action]!(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/));
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
