import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type Answer, type Reply } from '@kb/test-support';
import { field, options, searchesOf, servePalette, showPalette, ten } from '../../test/palette';
import { renderAt } from '../../test/render';
import { HISTORY_KEY, rememberArticle, rememberSearch } from './history';
import { PaletteLauncher } from './PaletteLauncher';
import SearchPalette from './SearchPalette';
import { PALETTE_SETTLE_MS } from './usePaletteSearch';

let api: ReturnType<typeof fakeFetch> | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

function serve(search: Answer = { body: ten }) {
  api = servePalette(search);
  return api;
}

/** The searches sent as the reader types (not counted in Insights), and the queries counted (search events). */
const searches = () => searchesOf(api!);
const counted = () => api!.made('POST', '/api/reader-events/search').map((call) => (call.body as { q: string }).q);

describe('SearchPalette before anything is typed', () => {
  it('invites the reader to type when there is no history', () => {
    serve();
    showPalette();
    expect(screen.getByText('Type to search the articles.')).toBeInTheDocument();
    expect(options()).toHaveLength(0);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers recent searches and recently viewed articles, and clears them', async () => {
    serve();
    rememberSearch('genlock');
    rememberArticle({ slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' });
    showPalette();
    expect(within(screen.getByRole('group', { name: 'Recent searches' })).getByRole('option', { name: 'genlock' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Recently viewed' })).getByRole('option', { name: 'Lens Calibration Basics' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(options()).toHaveLength(0);
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(screen.getByText('Type to search the articles.')).toBeInTheDocument();
  });

  it('a recent search is searched again', async () => {
    serve();
    rememberSearch('genlock');
    showPalette();
    await userEvent.click(screen.getByRole('option', { name: 'genlock' }));
    expect(field()).toHaveValue('genlock');
    await waitFor(() => expect(searches()).toEqual(['/api/search?q=genlock&limit=8']));
  });
});

describe('SearchPalette as the reader types', () => {
  it('searches the first keystroke at once and the rest of a quick burst once, then shows eight results with title, path, section and highlighted excerpt, then "See all results"', async () => {
    serve();
    showPalette();
    // Four keystrokes in one burst (the clock stands still): the first is searched at once, the other three
    // once, after the burst.
    vi.useFakeTimers({ toFake: ['performance'] });
    for (const value of ['l', 'le', 'len', 'lens']) fireEvent.change(field(), { target: { value } });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'lens'));
    expect(options()).toHaveLength(9);
    expect(searches()).toEqual(['/api/search?q=l&limit=8', '/api/search?q=lens&limit=8']);
    const first = options()[0]!;
    expect(first).toHaveTextContent('Lens Result 1');
    expect(first).toHaveTextContent('Camera Tracking › Lens Calibration · Principal Point');
    expect(within(first).getAllByText('Lens', { selector: 'mark' }).length).toBeGreaterThan(0);
    // The words typed are marked in the title too.
    expect(first.firstElementChild!.querySelector('mark')).toHaveTextContent(/^Lens$/);
    expect(options()[8]).toHaveTextContent('See all results');
    expect(screen.getByRole('status')).toHaveTextContent('8 results');
  });

  it('ignores a slow answer to an earlier query and aborts its request', async () => {
    const signals: AbortSignal[] = [];
    let answerFirst: (reply: Reply) => void = () => undefined;
    serve(({ url }) => {
      if (url.searchParams.get('q') === 'len') return new Promise<Reply>((resolve) => (answerFirst = resolve));
      return { body: [ten[1]!] };
    });
    showPalette();
    fireEvent.change(field(), { target: { value: 'len' } });
    await waitFor(() => expect(searches()).toEqual(['/api/search?q=len&limit=8']));
    fireEvent.change(field(), { target: { value: 'lens' } });
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options()[0]).toHaveTextContent('Lens Result 2');

    for (const call of api!.calls) if (call.init.signal) signals.push(call.init.signal);
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => answerFirst({ body: ten }));
    expect(options()).toHaveLength(2);
    expect(options()[0]).toHaveTextContent('Lens Result 2');
  });

  it('moves with the arrow keys and opens the section with Enter, reporting the click', async () => {
    serve();
    showPalette();
    await userEvent.type(field(), 'lens');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'lens'));
    expect(options()).toHaveLength(9);
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(options()[8]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/article/lens-1#principal-point');
    await waitFor(() => expect(api!.requests).toContain('/api/search-clicks'));
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY)!) as { searches: string[]; articles: { slug: string }[] };
    expect(stored.searches).toEqual(['lens']);
    expect(stored.articles[0]!.slug).toBe('lens-1');
  });

  it('opens in a new tab with Ctrl+Enter and goes to the search page from "See all results"', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    showPalette();
    await userEvent.type(field(), 'lens');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'lens'));
    expect(options()).toHaveLength(9);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(open).toHaveBeenCalledWith('/article/lens-1#principal-point', '_blank', 'noopener');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('option', { name: 'See all results' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=lens&aiSummary=true');
  });
});

describe('SearchPalette and Insights', () => {
  it('counts the query the reader settles on as one search, not each keystroke', async () => {
    serve();
    showPalette();
    await userEvent.type(field(), 'lens');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'lens'));
    expect(searches().length).toBeGreaterThan(1);
    expect(counted()).toEqual([]);
    await waitFor(() => expect(counted()).toEqual(['lens']), { timeout: PALETTE_SETTLE_MS + 1000 });
    // Settled once: the results staying on screen longer count nothing more.
    await new Promise((resolve) => setTimeout(resolve, PALETTE_SETTLE_MS + 200));
    expect(counted()).toEqual(['lens']);
  });

  it('counts a search with no results at once when the reader reports it missing, or closes the palette', async () => {
    api = fakeFetch({
      '/api/search': { body: [] },
      '/api/missing-article-reports': { body: { counted: true } },
      '/api/reader-events/search': { body: { counted: true } },
    });
    const closed = vi.fn();
    renderAt('/', <SearchPalette open onClose={closed} />);
    await userEvent.type(field(), 'quokka');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'quokka'));
    await userEvent.click(screen.getByRole('option', { name: 'Report a missing article' }));
    expect(counted()).toEqual(['quokka']);
    await userEvent.clear(field());
    await userEvent.type(field(), 'wombat');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'wombat'));
    await userEvent.keyboard('{Escape}');
    expect(closed).toHaveBeenCalled();
    expect(counted()).toEqual(['quokka', 'wombat']);
  });

  it('counts the search at once when the reader opens one of its results, before the click', async () => {
    serve();
    showPalette();
    await userEvent.type(field(), 'lens');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'lens'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api!.requests).toContain('/api/search-clicks'));
    expect(counted()).toEqual(['lens']);
    expect(api!.requests.indexOf('/api/reader-events/search')).toBeLessThan(api!.requests.indexOf('/api/search-clicks'));
  });
});

describe('SearchPalette without results', () => {
  it('says so and offers the search page and "Report a missing article", which records the query', async () => {
    api = fakeFetch({
      '/api/search': { body: [] },
      '/api/missing-article-reports': { body: { counted: true } },
      '/api/reader-events/search': { body: { counted: true } },
    });
    showPalette();
    await userEvent.type(field(), 'zzqxv');
    expect(await screen.findByText('No results for “zzqxv”.')).toBeInTheDocument();
    expect(options().map((o) => o.textContent)).toEqual(['Open the search page for “zzqxv”', 'Report a missing article']);
    await userEvent.click(screen.getByRole('option', { name: 'Report a missing article' }));
    expect(await screen.findByText('Thank you: “zzqxv” is reported as missing.')).toBeInTheDocument();
    expect(api.made('POST', '/api/missing-article-reports')[0]!.body).toEqual({ q: 'zzqxv' });
    await userEvent.click(screen.getByRole('option', { name: 'Open the search page for “zzqxv”' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=zzqxv&aiSummary=true');
  });

  it('says when search is unavailable and still offers the search page', async () => {
    serve({ status: 503, body: { error: 'Search is starting', code: 'unavailable' } });
    showPalette();
    await userEvent.type(field(), 'lens');
    expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();
    expect(options().map((o) => o.textContent)).toEqual(['Open the search page for “lens”']);
  });
});

describe('PaletteLauncher', () => {
  const launch = () =>
    renderAt(
      '/',
      <>
        <input aria-label="Other field" />
        <PaletteLauncher />
      </>,
    );

  // First of the launcher's tests: the palette's lazy chunk has not been loaded by any of them yet.
  it('keeps what the reader types while the palette is first on its way ("Ctrl+K genlock" in one go)', async () => {
    serve();
    launch();
    // Dispatched at once, as a fast typist's keys arrive while the chunk downloads.
    const key = (init: KeyboardEventInit) => fireEvent.keyDown(document.body, init);
    key({ key: 'k', ctrlKey: true });
    for (const letter of 'genlx') key({ key: letter });
    key({ key: 'Backspace' });
    key({ key: 'o' });
    const field = await screen.findByRole('combobox', { name: 'Search articles' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('genlo');
    await userEvent.type(field, 'ck');
    expect(field).toHaveValue('genlock');
    await waitFor(() => expect(searches()).toContain('/api/search?q=genlock&limit=8'));
  });

  it('opens with Ctrl+K, closes with Escape and gives the focus back', async () => {
    serve();
    launch();
    const other = screen.getByRole('textbox', { name: 'Other field' });
    other.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Search articles' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(other).toHaveFocus();
  });

  it("opens with ⌘K, and with '/' only outside text fields", async () => {
    serve();
    launch();
    screen.getByRole('textbox', { name: 'Other field' }).focus();
    await userEvent.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('dialog', { name: 'Search the knowledge base' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(await screen.findByRole('dialog', { name: 'Search the knowledge base' })).toBeInTheDocument();
  });
});
