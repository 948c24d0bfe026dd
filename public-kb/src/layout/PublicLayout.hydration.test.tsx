import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@kb/api-client';
import { fakeFetch } from '@kb/test-support';
import { categories } from '../../test/fixtures';
import { stubMatchMedia } from '../../test/render';
import { sidebarReplies } from '../../test/sidebarReplies';
import { PublicLayout } from './PublicLayout';

// The real footer, with a count of its renders: it stands for the parts of the layout that do not depend on the sidebar.
const footerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./Footer', async (importOriginal) => {
  const { Footer } = await importOriginal<typeof import('./Footer')>();
  return {
    Footer: () => {
      footerRenders.count += 1;
      return <Footer />;
    },
  };
});

const app = () => (
  <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
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
  it('closes the sidebar the server could not know was on a phone, without rendering the rest of the layout again', async () => {
    fakeFetch(sidebarReplies(categories));
    stubMatchMedia(() => false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const footer = container.querySelector('footer');
    stubMatchMedia((query) => query.includes('max-width'));
    footerRenders.count = 0;

    const root = await act(async () => hydrateRoot(container, app()));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('footer')).toBe(footer);
    expect(footerRenders.count).toBe(1);
    act(() => root.unmount());
    container.remove();
  });
});
