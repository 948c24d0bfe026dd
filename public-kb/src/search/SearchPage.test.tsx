import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { QualityTier, SearchResult } from '@kb/contracts';
import { results } from '../../test/fixtures';
import { fakeFetch, type Answer, type Reply } from '@kb/test-support';
import { renderAt } from '../../test/render';
import { renderSearchAt } from '../../test/renderSearch';
import { SearchPage } from './SearchPage';
import { SEARCH_BUTTON_LOCK_MS } from '../constants';

const SUMMARY = `### Calibrating lenses\n\nStart with [the basics](/article/${results[0]!.id}) and **fill the frame**, then [the principal point](/article/${results[1]!.id}#principal-point).\n\n* Capture <b>views</b>\n* Solve`;
afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

function serve(overrides: Record<string, Answer> = {}) {
  return fakeFetch({
    '/api/search': { body: results },
    '/api/search-summary': { body: { aiSummary: SUMMARY } },
    '/api/search-suggestions': { body: { suggestions: ['lens distortion', 'lens files', 'a third one'] } },
    ...overrides,
  });
}

/** Search results with the given number of each quality tier, high ones first. */
function resultsOf(counts: Record<QualityTier, number>): SearchResult[] {
  const tiers = (['high', 'medium', 'low'] as const).flatMap((tier) => Array<QualityTier>(counts[tier]).fill(tier));
  return tiers.map((qualityTier, i) => ({
    ...results[0]!,
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(i).padStart(12, '0')}`,
    slug: `r${i}`,
    title: `Result ${i}`,
    qualityTier,
  }));
}

const showPage = (route: string) => renderAt(route, <SearchPage />);
const cards = () => screen.getAllByRole('article');

describe('SearchPage messages', () => {
  it("says 'No Search Query' without a query, searches nothing and offers popular articles and the categories", async () => {
    const root = {
      id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
      slug: 'live-production',
      name: 'Live Production',
      articleCount: 9,
      ownArticleCount: 1,
      childCount: 3,
    };
    const popular = {
      slug: 'genlock-and-timecode-setup',
      title: 'Genlock and Timecode Setup',
      categoryName: 'Genlock and Sync',
      updatedAt: '2025-01-02T00:00:00.000Z',
    };
    const { requests } = serve({ '/api/sidebar/categories': { body: [root] }, '/api/article-highlights': { body: { popular: [popular], recent: [] } } });
    showPage('/search?q=%20%20');
    expect(screen.getByRole('heading', { name: 'No Search Query' })).toBeInTheDocument();
    expect(screen.getByText('Please enter a search term to find articles.')).toBeInTheDocument();
    const popularList = await screen.findByRole('region', { name: 'Popular articles' });
    expect(within(popularList).getByRole('link', { name: 'Genlock and Timecode Setup' })).toHaveAttribute('href', '/article/genlock-and-timecode-setup');
    expect(screen.queryByRole('region', { name: 'Recently updated' })).not.toBeInTheDocument();
    // The categories come with the page's data on the site; here they are asked for.
    const categories = await screen.findByRole('navigation', { name: 'Browse the categories' });
    expect(within(categories).getByRole('link', { name: 'Live Production' })).toHaveAttribute('href', '/category/live-production');
    expect([...requests].sort()).toEqual(['/api/article-highlights', '/api/sidebar/categories']);
  });

  it("says 'Search Error' when the search fails", async () => {
    serve({ '/api/search': { status: 500, body: { error: 'Internal error' } } });
    showPage('/search?q=lens&aiSummary=true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search Error');
    expect(screen.getByText('There was an error performing your search. Please try again.')).toBeInTheDocument();
  });

  it.each([
    ['&aiSummary=true', 'No intelligent Search Summary is possible as there are no article search results.'],
    ['', 'No Search Summary available due to no article search results being found.'],
  ])("says 'No Results Found' and explains the summary (query%s)", async (suffix, summaryText) => {
    const { requests } = serve({ '/api/search': { body: [] } });
    showPage(`/search?q=zzz${suffix}`);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.getByText('No articles matched your search query. Try using different keywords.')).toBeInTheDocument();
    expect(screen.getByText(summaryText)).toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('/api/search-summary'))).toBe(false);
  });
});

describe('SearchPage results', () => {
  it('reports the opened result with the query and its position for the search analytics', async () => {
    const stub = serve({ '/api/search-clicks': { body: { counted: true } } });
    showPage('/search?q=lens');
    await userEvent.click(await screen.findByRole('link', { name: 'Lens Article 2' }));
    await waitFor(() => expect(stub.requests).toContain('/api/search-clicks'));
    expect(stub.made('POST', '/api/search-clicks')[0]!.body).toEqual({ q: 'lens', articleId: results[1]!.id, position: 2 });
  });

  it('shows 6 results, then Show More (2 more results) / Show Less', async () => {
    serve();
    showPage('/search?q=lens');
    await screen.findByText('Lens Article 1');
    expect(cards()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show More (2 more results)' }));
    expect(cards()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cards()).toHaveLength(6);
  });

  it('shows category path, title, highlighted excerpt, read more, reading time and quality', async () => {
    serve();
    showPage('/search?q=lens%20a%20board');
    const card = within((await screen.findByText('Lens Article 1')).closest('article')!);
    expect(card.getByText('Camera Tracking › Lens Calibration')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Lens Article 1' })).toHaveAttribute('href', '/article/lens-article-1');
    expect(card.getByRole('link', { name: /^read more/ })).toHaveAttribute('href', '/article/lens-article-1');
    expect(card.getByText('2 min read')).toBeInTheDocument();
    const sectionCard = within(screen.getByText('Lens Article 2').closest('article')!);
    expect(sectionCard.getByRole('link', { name: 'Lens Article 2' })).toHaveAttribute('href', '/article/lens-article-2#principal-point');
    expect(card.getByText('Perfect match')).toBeInTheDocument();
    const marks = card.getAllByText((_, element) => element?.tagName === 'MARK').map((m) => m.textContent);
    expect(marks).toEqual(['Lens', 'board']);
    expect(screen.getByText('Lens Article 3').closest('article')).toHaveTextContent('Great match');
    expect(screen.getByText('Lens Article 6').closest('article')).toHaveTextContent('Good match');
    expect(screen.getByText('2 Perfect matches')).toBeInTheDocument();
    expect(screen.getByText('3 Great matches')).toBeInTheDocument();
    expect(screen.getByText('3 Good matches')).toBeInTheDocument();
  });

  it("sets the title '{query} - Search Results | Skyframe Studio' and robots noindex", async () => {
    serve();
    showPage('/search?q=lens');
    await screen.findByText('Lens Article 1');
    expect(document.title).toBe('lens - Search Results | Skyframe Studio');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('SearchPage summary', () => {
  it('shows a skeleton, then renders the summary safely with article links rewritten to slugs', async () => {
    let release: (reply: Reply) => void = () => undefined;
    serve({ '/api/search-summary': () => new Promise<Reply>((resolve) => (release = resolve)) });
    showPage('/search?q=lens&aiSummary=true');
    const area = await screen.findByRole('region', { name: 'Search Summary' });
    await waitFor(() => expect(area.querySelector('[aria-busy="true"]')).not.toBeNull());
    release({ body: { aiSummary: SUMMARY } });
    expect(await within(area).findByRole('heading', { name: 'Calibrating lenses' })).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'the basics' })).toHaveAttribute('href', '/article/lens-article-1');
    expect(within(area).getByRole('link', { name: 'the principal point' })).toHaveAttribute('href', '/article/lens-article-2#principal-point');
    expect(within(area).getByText('fill the frame').tagName).toBe('STRONG');
    expect(
      within(area)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Capture <b>views</b>', 'Solve']);
    expect(area.querySelector('b')).toBeNull();
  });

  it("says 'AI summary generation in progress...' when the summary is empty", async () => {
    serve({ '/api/search-summary': { body: { aiSummary: '' } } });
    showPage('/search?q=lens&aiSummary=true');
    expect(await screen.findByText('AI summary generation in progress...')).toBeInTheDocument();
  });

  it("invites to enable 'Search Summary' when the toggle is off, without asking for one", async () => {
    const { requests } = serve();
    showPage('/search?q=lens');
    await screen.findByText('Lens Article 1');
    expect(screen.getByText(/Turn on 'Search Summary'/)).toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('/api/search-summary'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Enable Search Summary' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=lens&aiSummary=true');
    expect(await screen.findByRole('heading', { name: 'Calibrating lenses' })).toBeInTheDocument();
  });
});

describe('SearchPage suggestions', () => {
  it('shows at most 2 suggestions after the results, each running its search', async () => {
    const { requests } = serve();
    showPage('/search?q=lens&aiSummary=true');
    const nav = await screen.findByRole('navigation', { name: 'Related searches' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['lens distortion', 'lens files']);
    expect(requests.indexOf('/api/search?q=lens')).toBeLessThan(requests.indexOf('/api/search-suggestions?q=lens'));
    await userEvent.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=lens+distortion&aiSummary=true');
  });

  it('shows them with 11 high plus medium results, however many low ones follow', async () => {
    const { requests } = serve({ '/api/search': { body: resultsOf({ high: 6, medium: 5, low: 4 }) } });
    showPage('/search?q=lens');
    const nav = await screen.findByRole('navigation', { name: 'Related searches' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['lens distortion', 'lens files']);
    expect(requests).toContain('/api/search-suggestions?q=lens');
  });

  it('asks for none with 12 high plus medium results', async () => {
    const { requests } = serve({ '/api/search': { body: resultsOf({ high: 6, medium: 6, low: 0 }) } });
    showPage('/search?q=lens&aiSummary=true');
    await screen.findByText('Result 0');
    await screen.findByRole('heading', { name: 'Calibrating lenses' });
    expect(screen.queryByRole('navigation', { name: 'Related searches' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('/api/search-suggestions'))).toBe(false);
  });
});

describe('searching the same query again', () => {
  it('refetches the results and the summary', async () => {
    const { requests } = serve();
    renderSearchAt('/search?q=lens&aiSummary=true');
    await screen.findByRole('heading', { name: 'Calibrating lenses' });
    const count = (path: string) => requests.filter((r) => r === path).length;
    expect([count('/api/search?q=lens'), count('/api/search-summary?q=lens')]).toEqual([1, 1]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect([count('/api/search?q=lens'), count('/api/search-summary?q=lens')]).toEqual([2, 2]));
  });
});

describe('a new search from the search page (issue 48)', () => {
  /** Answers `lens` at once; the other queries wait for the returned function. */
  function serveLate() {
    const waiting = new Map<string, (body: SearchResult[]) => void>();
    serve({
      '/api/search': ({ url }) => {
        const q = url.searchParams.get('q')!;
        return q === 'lens' ? { body: results } : new Promise<Reply>((resolve) => waiting.set(q, (body) => resolve({ body })));
      },
    });
    return (q: string, body: SearchResult[]) => act(async () => waiting.get(q)!(body));
  }
  const searchFor = async (text: string) => {
    const field = screen.getByRole('searchbox', { name: 'Search the knowledge base' });
    await userEvent.clear(field);
    await userEvent.type(field, `${text}{Enter}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text));
  };
  const busy = () => document.querySelector('[aria-busy="true"]');
  const noResults = () => screen.queryByRole('heading', { name: 'No Results Found' });

  it('keeps the previous results, marked as updating, until the new query is answered; "No Results Found" only for the query asked', async () => {
    const answer = serveLate();
    renderSearchAt('/search?q=lens');
    await screen.findByText('Lens Article 1');
    await searchFor('zoom');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(cards()).toHaveLength(6);
    expect(busy()).toContainElement(screen.getByText('Lens Article 1'));
    expect(noResults()).not.toBeInTheDocument();

    await answer('zoom', []);
    expect(noResults()).toBeInTheDocument();
    expect(screen.getByText('0 articles found')).toHaveAttribute('role', 'status');
    expect(busy()).toBeNull();

    // An answer without results is not kept while the next query is searched.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_BUTTON_LOCK_MS));
    await searchFor('lenses');
    expect(noResults()).not.toBeInTheDocument();
    await answer('lenses', results.slice(2));
    expect(await screen.findByText('Lens Article 3')).toBeInTheDocument();
  });
});
