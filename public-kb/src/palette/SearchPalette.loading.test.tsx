import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@kb/contracts';
import type { Answer, Reply } from '@kb/test-support';
import { field, options, searchesOf, servePalette, showPalette, ten } from '../../test/palette';
import { ENTER_WAIT_MS } from './paletteTiming';

/* The palette while an answer is on its way: what it shows, and what Enter does (issue 48). */
let api: ReturnType<typeof servePalette> | null = null;
const serve = (search: Answer) => (api = servePalette(search));
const searches = () => searchesOf(api!);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SearchPalette while an answer is on its way', () => {
  it('"See all results" searches what the reader typed, not the earlier key whose answer is still shown', async () => {
    serve(({ url }) => (url.searchParams.get('q') === 'l' ? { body: ten } : new Promise<Reply>(() => undefined)));
    showPalette();
    fireEvent.change(field(), { target: { value: 'l' } });
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('data-query', 'l'));
    fireEvent.change(field(), { target: { value: 'lens' } });
    await waitFor(() => expect(searches()).toContain('/api/search?q=lens&limit=8'));
    await userEvent.click(screen.getByRole('option', { name: 'See all results' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=lens&aiSummary=true');
  });
});

describe('SearchPalette when Enter or the list runs ahead of the answer (issue 48)', () => {
  /** Answers `lens` with ten results and `p` with none at once; the text given waits for `answer`. */
  function serveLate(text: string) {
    let answer: (results: SearchResult[]) => void = () => undefined;
    const late = new Promise<Reply>((resolve) => (answer = (body) => resolve({ body })));
    serve(({ url }) => {
      const q = url.searchParams.get('q');
      return q === text ? late : { body: q === 'lens' ? ten : [] };
    });
    return (results: SearchResult[]) => act(async () => answer(results));
  }
  const listbox = () => screen.getByRole('listbox');
  const type = async (value: string) => {
    fireEvent.change(field(), { target: { value } });
    await waitFor(() => expect(searches()).toContain(`/api/search?q=${value}&limit=8`));
  };
  const location = () => screen.getByTestId('location');
  /** The results for `lens` on screen, then `text` typed, whose answer waits for the function returned. */
  async function lensThen(text: string) {
    const answer = serveLate(text);
    showPalette();
    await type('lens');
    await waitFor(() => expect(listbox()).toHaveAttribute('data-query', 'lens'));
    await type(text);
    return answer;
  }

  it('keeps the previous results, marked as updating, until the text typed is answered; "no results" only then', async () => {
    const answer = await lensThen('lensq');
    expect(options()).toHaveLength(9);
    expect(options()[0]).toHaveTextContent('Lens Result 1');
    expect(listbox()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();

    await answer([]);
    expect(listbox()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('No results for “lensq”.')).toBeInTheDocument();
    expect(options().map((o) => o.textContent)).toEqual(['Open the search page for “lensq”', 'Report a missing article']);
  });

  it('an earlier text\'s "no results" is not shown while the text typed is searched, and Enter waits for its first result', async () => {
    const answer = serveLate('produ');
    showPalette();
    await type('p');
    expect(await screen.findByText('No results for “p”.')).toBeInTheDocument();
    await type('produ');
    expect(options()).toHaveLength(0);
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent(/^\/$/);
    await answer(ten.slice(3));
    expect(location()).toHaveTextContent('/article/lens-4');
  });

  it('Enter before the answer opens the result the reader moved to when the new answer still has it', async () => {
    const answer = await lensThen('lense');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent(/^\/$/);
    await answer([ten[5]!, ten[1]!]);
    expect(location()).toHaveTextContent('/article/lens-2');
    await waitFor(() => expect(api!.made('POST', '/api/search-clicks')[0]?.body).toEqual({ q: 'lense', articleId: ten[1]!.id, position: 2 }));
  });

  it('otherwise the first result of the new answer', async () => {
    const answer = await lensThen('lense');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await answer([ten[6]!, ten[7]!]);
    expect(location()).toHaveTextContent('/article/lens-7');
  });

  it('otherwise the search page for the text when the answer found nothing (never "Report a missing article")', async () => {
    const answer = await lensThen('lensq');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await answer([]);
    expect(location()).toHaveTextContent('/search?q=lensq&aiSummary=true');
    expect(api!.made('POST', '/api/missing-article-reports')).toEqual([]);
  });

  it('or when the answer has not come within 1 s', async () => {
    serveLate('zoom');
    showPalette();
    await type('zoom');
    const pressed = performance.now();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/search?q=zoom&aiSummary=true'), { timeout: ENTER_WAIT_MS + 1000 });
    expect(performance.now() - pressed).toBeGreaterThanOrEqual(ENTER_WAIT_MS - 50);
  });

  it('typing on drops the waiting Enter', async () => {
    const answer = serveLate('lense');
    showPalette();
    await type('lense');
    await userEvent.keyboard('{Enter}');
    await type('lens');
    await answer(ten);
    await waitFor(() => expect(listbox()).toHaveAttribute('data-query', 'lens'));
    expect(location()).toHaveTextContent(/^\/$/);
  });
});
