import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@kb/contracts';
import { fakeFetch } from '@kb/test-support';
import { renderAt } from '../../test/render';
import { sidebarReplies } from '../../test/sidebarReplies';
import { CategorySidebar } from './CategorySidebar';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pad = (i: number) => String(i).padStart(3, '0');
const nodes: Category = {
  id: uuid(3),
  slug: 'nodes',
  name: 'Nodes',
  articleCount: 120,
  articles: Array.from({ length: 120 }, (_, i) => ({ id: uuid(1000 + i), slug: `node-article-${pad(i)}`, title: `Node Article ${pad(i)}` })),
  children: [],
};
const tree: Category[] = [
  {
    id: uuid(1),
    slug: 'studio',
    name: 'Studio',
    articleCount: 121,
    articles: [{ id: uuid(10), slug: 'studio-intro', title: 'Studio Intro' }],
    children: [{ id: uuid(2), slug: 'rendering', name: 'Rendering', articleCount: 120, articles: [], children: [nodes] }],
  },
  { id: uuid(4), slug: 'faq', name: 'FAQ', articleCount: 0, articles: [], children: [] },
];

let api: ReturnType<typeof fakeFetch> | null = null;

function show(currentSlug?: string) {
  api = fakeFetch(sidebarReplies(tree));
  renderAt('/', <CategorySidebar currentSlug={currentSlug} />);
}
const links = () =>
  screen
    .queryAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text?.startsWith('Node Article'));

describe('the sidebar loads what it shows', () => {
  it('asks only for the top-level categories until one is expanded, then for that category alone, down a deep tree', async () => {
    show();
    const studio = await screen.findByRole('button', { name: 'Studio, 121 articles' });
    expect(screen.getByRole('button', { name: 'FAQ, 0 articles' })).toBeInTheDocument();
    expect(api!.requests).toEqual(['/api/sidebar/categories']);
    await userEvent.click(studio);
    expect(await screen.findByRole('link', { name: 'Studio Intro' })).toHaveAttribute('href', '/article/studio-intro');
    await userEvent.click(screen.getByRole('button', { name: 'Rendering, 120 articles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nodes, 120 articles' }));
    await waitFor(() => expect(links()).toHaveLength(50));
    expect(api!.requests).toEqual([
      '/api/sidebar/categories',
      `/api/sidebar/categories/${uuid(1)}/pages/0`,
      `/api/sidebar/categories/${uuid(2)}/pages/0`,
      `/api/sidebar/categories/${uuid(3)}/pages/0`,
    ]);
  });

  it('shows a category of more articles than a page 50 at a time, with a button for more', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Studio, 121 articles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rendering, 120 articles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nodes, 120 articles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more articles (70 more)' }));
    await waitFor(() => expect(links()).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Show more articles (20 more)' }));
    await waitFor(() => expect(links()).toHaveLength(120));
    expect(links()).toEqual(nodes.articles.map((a) => a.title));
    expect(screen.queryByRole('button', { name: /Show more articles/ })).not.toBeInTheDocument();
  });

  it('after a direct visit, opens the way to the current article at its page, highlighted, with earlier articles a click away', async () => {
    show('node-article-077');
    const current = await screen.findByRole('link', { name: 'Node Article 077' });
    expect(current).toHaveAttribute('aria-current', 'page');
    for (const name of ['Studio, 121 articles', 'Rendering, 120 articles', 'Nodes, 120 articles']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(links()).toEqual(nodes.articles.slice(50, 100).map((a) => a.title));
    // One request for the whole open path (the roots are asked for beside it).
    expect(api!.requests.filter((url) => url.includes('/pages/'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier articles' }));
    await waitFor(() => expect(links()).toEqual(nodes.articles.slice(0, 100).map((a) => a.title)));
    expect(screen.queryByRole('button', { name: 'Show earlier articles' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Node Article 077' })).toHaveAttribute('aria-current', 'page');
  });
});
