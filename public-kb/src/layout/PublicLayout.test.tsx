import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { keys, swrDefaults } from '@kb/api-client';
import { DEFAULT_SITE_BRANDING } from '@kb/contracts';
import logoDark from '../assets/logo-dark.svg';
import logoLight from '../assets/logo-light.svg';
import { article, categories } from '../../test/fixtures';
import { fakeFetch, type Answer, type Reply } from '@kb/test-support';
import { LocationProbe, stubMatchMedia } from '../../test/render';
import { sidebarReplies } from '../../test/sidebarReplies';
import { PublicLayout } from './PublicLayout';

let api: ReturnType<typeof fakeFetch> | null = null;
beforeEach(() => stubMatchMedia());

/** The layout at `route`; `fallback`: data the page came with (the site's settings, say). */
function show(route: string, replies: Record<string, Answer> = {}, fallback: Record<string, unknown> = {}) {
  api = fakeFetch({ ...sidebarReplies(categories), [`/api/articles/${article.slug}`]: { body: article }, ...replies });
  return render(
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/article/:slug" element={<p>Article page</p>} />
            <Route path="/search" element={<p>Search page</p>} />
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Categories' });

describe('header and footer', () => {
  it('has the logo, a Knowledge Base link home, the search bar and the provider link', () => {
    show('/');
    const header = screen.getByRole('banner');
    const logo = () => within(header).getByRole('img', { name: 'Skyframe Studio' }).getAttribute('src');
    expect(logo()).toBe(logoLight);
    document.documentElement.dataset.theme = 'dark';
    expect(logo()).toBe(logoDark);
    delete document.documentElement.dataset.theme;
    expect(within(header).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('search')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /Skyframe Labs/ })).toHaveAttribute('href', 'https://www.skyframe-labs.example/');
  });

  it('an uploaded light logo serves the dark theme too, never the built-in one beside it', () => {
    const site = { ...DEFAULT_SITE_BRANDING, logoLight: '/media/acme-wide.png' };
    show('/', {}, { [unstable_serialize(keys.site())]: site });
    const logo = () => within(screen.getByRole('banner')).getByRole('img', { name: site.name }).getAttribute('src');
    expect(logo()).toBe('/media/acme-wide.png');
    document.documentElement.dataset.theme = 'dark';
    expect(logo()).toBe('/media/acme-wide.png');
    delete document.documentElement.dataset.theme;
  });

  it('has patent notices, the copyright with the current year and an Admin link', () => {
    show('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/protected by patents/);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Skyframe Labs`);
    expect(within(footer).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
  });

  it('an owner’s own copyright notice is shown once, without the automatic line', () => {
    const site = { ...DEFAULT_SITE_BRANDING, footerNotices: ['Copyright 2019-2026 Acme Studios. All rights reserved.'] };
    show('/', {}, { [unstable_serialize(keys.site())]: site });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Copyright 2019-2026 Acme Studios. All rights reserved.');
    expect(footer).not.toHaveTextContent('©');
    expect(within(footer).getByRole('link', { name: 'Admin' })).toBeVisible();
  });
});

describe('sidebar', () => {
  it('shows 6 skeleton rows while the categories load', () => {
    show('/', { '/api/sidebar/categories': () => new Promise<Reply>(() => undefined) });
    expect(screen.getByTestId('sidebar-skeleton').querySelectorAll('[data-skeleton]')).toHaveLength(6);
  });

  it("has 'Home › Knowledge Base' and categories that expand to articles and child categories, with counts", async () => {
    show('/');
    expect(within(sidebar()).getByRole('link', { name: 'Home › Knowledge Base' })).toHaveAttribute('href', '/');
    const gettingStarted = await within(sidebar()).findByRole('button', { name: 'Getting Started, 2 articles' });
    expect(gettingStarted).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(gettingStarted);
    expect(gettingStarted).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByRole('link', { name: 'What Is Skyframe Studio?' })).toHaveAttribute('href', '/article/what-is-skyframe-studio');
    const installation = within(sidebar()).getByRole('button', { name: 'Installation, 1 article' });
    await userEvent.click(installation);
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Installing on a Render Node' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/article/installing-on-a-render-node');
    await userEvent.click(gettingStarted);
    expect(within(sidebar()).queryByRole('link', { name: 'What Is Skyframe Studio?' })).not.toBeInTheDocument();
  });

  it('opens the category of the current article and highlights it', async () => {
    show(`/article/${article.slug}`);
    const current = await within(sidebar()).findByRole('link', { name: 'Lens Calibration Basics' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Camera Tracking Overview' })).not.toHaveAttribute('aria-current');
  });

  it('is open by default and collapses with the header toggle', async () => {
    show('/');
    const toggle = screen.getByRole('button', { name: 'Hide categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show categories' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a closed overlay on small screens, opened by the toggle and closed by Escape', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    show('/');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show categories' });
    await userEvent.click(toggle);
    expect(sidebar()).toHaveAttribute('data-overlay', 'true');
    expect(sidebar()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('is closed on the search page, where the header toggle still opens it', async () => {
    show('/search?q=lens');
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show categories' }));
    expect(sidebar()).toHaveAttribute('data-overlay', 'false');
  });
});

describe('right panel', () => {
  it("shows 'In This Article' and Quick Actions on article pages", async () => {
    show(`/article/${article.slug}`);
    const panel = screen.getByRole('complementary', { name: 'Page tools' });
    const toc = await within(panel).findByRole('navigation', { name: 'In This Article' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['What a Lens File Contains', 'Principal Point', 'Next Steps']);
    expect(within(panel).getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  });

  it('shows only Quick Actions elsewhere', async () => {
    show('/');
    await waitFor(() => expect(api!.requests).toContain('/api/sidebar/categories'));
    const panel = screen.getByRole('complementary', { name: 'Page tools' });
    expect(within(panel).queryByRole('navigation', { name: 'In This Article' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  });
});
