import { screen, within } from '@testing-library/react';
import type { SearchResult } from '@kb/contracts';
import { fakeFetch, type Answer } from '@kb/test-support';
import SearchPalette from '../src/palette/SearchPalette';
import { results } from './fixtures';
import { renderAt } from './render';

/** Ten results: the palette shows eight of them. */
export const ten: SearchResult[] = Array.from({ length: 10 }, (_, i) => ({
  ...results[i % results.length]!,
  id: `cccccccc-cccc-4ccc-8ccc-${String(i).padStart(12, '0')}`,
  slug: `lens-${i + 1}`,
  title: `Lens Result ${i + 1}`,
  section: i === 0 ? { id: 'principal-point', heading: 'Principal Point' } : null,
  parentCategoryName: i === 0 ? 'Camera Tracking' : null,
}));

/** The palette's fake API: search answered by `search`, result clicks and search events counted. */
export const servePalette = (search: Answer = { body: ten }) =>
  fakeFetch({ '/api/search': search, '/api/search-clicks': { body: { counted: true } }, '/api/reader-events/search': { body: { counted: true } } });

/** The searches sent as the reader types. */
export const searchesOf = (api: ReturnType<typeof fakeFetch>) => api.requests.filter((r) => r.startsWith('/api/search?'));

export const showPalette = () => renderAt('/', <SearchPalette open onClose={() => undefined} />);
export const field = () => screen.getByRole('combobox', { name: 'Search articles' });
export const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
