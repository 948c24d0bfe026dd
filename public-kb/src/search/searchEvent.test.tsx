import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys, swrDefaults } from '@kb/api-client';
import { fakeFetch } from '@kb/test-support';
import { results } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { renderSearchAt } from '../../test/renderSearch';
import { SearchPage } from './SearchPage';

function serve() {
  const api = fakeFetch({
    '/api/search': { body: results },
    '/api/search-summary': { body: { aiSummary: 'A summary.' } },
    '/api/search-suggestions': { body: { suggestions: ['lens distortion', 'lens files'] } },
    'POST /api/reader-events/search': { body: { counted: true } },
  });
  return { ...api, events: () => api.made('POST', '/api/reader-events/search').map((call) => call.body) };
}

describe('the search page counts a search in Insights', () => {
  it('once per page view and query: not for the summary toggle or the same search submitted again, again for a new query', async () => {
    const { events } = serve();
    renderSearchAt('/search?q=lens');
    await screen.findByText('Lens Article 1');
    await waitFor(() => expect(events()).toEqual([{ q: 'lens' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Enable Search Summary' }));
    await screen.findByText('A summary.');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('link', { name: 'lens distortion' }));
    await waitFor(() => expect(events()).toEqual([{ q: 'lens' }, { q: 'lens distortion' }]));
  });

  it('sends nothing without a query', async () => {
    const { events, requests } = serve();
    renderAt('/search?q=%20', <SearchPage />);
    await screen.findByRole('heading', { name: 'No Search Query' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events()).toEqual([]);
    // Only what the page offers instead (popular articles, the categories): no search.
    expect(requests.filter((url) => !['/api/article-highlights', '/api/sidebar/categories'].includes(url))).toEqual([]);
  });

  it('a server-rendered view: nothing while rendering on the server, one event from the browser after hydration', async () => {
    const { events } = serve();
    // The server's render with its results as initial data, then the browser's hydration of that HTML.
    const page = (): ReactElement => (
      <SWRConfig value={{ ...swrDefaults, fallback: { [unstable_serialize(keys.search('lens'))]: results }, provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/search?q=lens']}>
          <SearchPage />
        </MemoryRouter>
      </SWRConfig>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    expect(events()).toEqual([]);
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('lens');

    const root = await act(async () => hydrateRoot(container, page()));
    await waitFor(() => expect(events()).toEqual([{ q: 'lens' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events()).toEqual([{ q: 'lens' }]);
    // Hydrated, not replaced.
    expect(container.querySelector('h1')).toBe(heading);
    act(() => root.unmount());
    container.remove();
  });
});
