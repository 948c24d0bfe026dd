import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unstable_serialize } from 'swr';
import { keys } from '@kb/api-client';
import { THEME_STORAGE_KEY, Toaster } from '@kb/ui';
import { article } from '../../test/fixtures';
import { renderAt, stubMatchMedia } from '../../test/render';
import { QuickActions } from './QuickActions';

beforeEach(() => {
  stubMatchMedia();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(navigator, { share: undefined });
});

function show(onArticlePage = false, withArticle = false, site?: { supportEmail: string }) {
  return renderAt(
    onArticlePage ? `/article/${article.slug}` : '/',
    <>
      <QuickActions onArticlePage={onArticlePage} article={withArticle ? article : null} />
      <Toaster />
    </>,
    '*',
    site ? { [unstable_serialize(keys.site())]: site } : {},
  );
}

describe('Quick Actions', () => {
  it('cycles the theme light → system → dark and stores it (a light device), naming the theme shown', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    show();
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Theme/ }));
    expect(screen.getByRole('button', { name: 'Theme: System (light)' })).toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    await userEvent.click(screen.getByRole('button', { name: /^Theme/ }));
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: document.title, url: window.location.href });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('otherwise copies the URL and says so in a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    show();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('reports an issue about the article by mail, to the configured address', async () => {
    show(true, true, { supportEmail: 'help@studio.example' });
    const href = screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.pathname).toBe('help@studio.example');
    expect(url.searchParams.get('subject')).toBe('Reporting Issue with Knowledge Base article: Camera Tracking > Lens Calibration > Lens Calibration Basics');
    expect(url.searchParams.get('body')).toContain('Description:');
    expect(url.searchParams.get('body')).toContain(`/article/${article.slug}`);
    // The click writes the full address of the page, hash included.
    const link = screen.getByRole('link', { name: 'Report Issue' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(new URL(link.getAttribute('href')!).searchParams.get('body')).toContain(window.location.href);
  });

  it("uses 'Unknown Article' before the article is known and the plain subject on other pages", () => {
    const { unmount } = show(true, false);
    expect(new URL(screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href')!).searchParams.get('subject')).toBe(
      'Reporting Issue with Knowledge Base article: Unknown Article',
    );
    unmount();
    show(false);
    const href = screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href')!;
    expect(href.startsWith('mailto:support@skyframe-labs.example?')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Reporting Issue with Knowledge Base');
  });
});
