import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { keys, swrCacheWith, swrDefaults } from '@kb/api-client';
import { sidebarCategoryOf } from '@kb/contracts';
import { fakeFetch } from '@kb/test-support';
import { categories } from '../../test/fixtures';
import { stubMatchMedia } from '../../test/render';
import { sidebarReplies } from '../../test/sidebarReplies';
import { PublicLayout } from './PublicLayout';

// The real footer and category tree, each with a count of its renders.
const renders = vi.hoisted(() => ({ footer: 0, tree: 0 }));
vi.mock('./Footer', async (importOriginal) => {
  const { Footer } = await importOriginal<typeof import('./Footer')>();
  return {
    Footer: () => {
      renders.footer += 1;
      return <Footer />;
    },
  };
});
vi.mock('./CategoryTree', async (importOriginal) => {
  const { CategoryTree } = await importOriginal<typeof import('./CategoryTree')>();
  return {
    CategoryTree: (props: Parameters<typeof CategoryTree>[0]) => {
      renders.tree += 1;
      return <CategoryTree {...props} />;
    },
  };
});

// The page's data as the server renders and the browser takes it over (shell's AppProviders): the sidebar's
// top-level categories, which SPEC §7 has the browser ask for again on mount.
const initial = { [unstable_serialize(keys.sidebarRoots())]: categories.map(sidebarCategoryOf) };
const app = () => (
  <SWRConfig value={{ ...swrDefaults, fallback: initial, provider: swrCacheWith(initial) }}>
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<p>Home page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  </SWRConfig>
);

describe("taking over the server's page on a phone", () => {
  it('closes the sidebar the server could not know was on a phone, and renders nothing else again, also when the categories are asked for again', async () => {
    const api = fakeFetch(sidebarReplies(categories));
    stubMatchMedia(() => false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const footer = container.querySelector('footer');
    stubMatchMedia((query) => query.includes('max-width'));
    renders.footer = 0;
    renders.tree = 0;

    const root = await act(async () => hydrateRoot(container, app()));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show categories' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(api.made('GET', '/api/sidebar/categories')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('footer')).toBe(footer);
    expect(renders.footer).toBe(1);
    expect(renders.tree).toBe(1);
    act(() => root.unmount());
    container.remove();
  });
});
