import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { article } from '../../test/fixtures';
import { fakeFetch } from '@kb/test-support';
import { renderAt, stubMatchMedia } from '../../test/render';
import { ArticlePage } from './ArticlePage';

let api: ReturnType<typeof fakeFetch> | null = null;
const scrolled: string[] = [];
beforeEach(() => {
  stubMatchMedia();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  scrolled.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

function show(slug = article.slug, hash = '') {
  api = fakeFetch({ [`/api/articles/${article.slug}`]: { body: article }, [`/api/articles/${article.id}/views`]: { body: { counted: true } } });
  return renderAt(`/article/${slug}${hash}`, <ArticlePage />, '/article/:slug');
}

describe('ArticlePage', () => {
  it('shows breadcrumb, title, Updated date in short US format and reading time', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lens Calibration Basics' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Camera Tracking', 'Lens Calibration']);
    expect(screen.getByText('Updated: 7/4/2025')).toBeInTheDocument();
    expect(screen.getByText('Reading time: 4 min')).toBeInTheDocument();
  });

  it('renders the content sanitised, with Best Practice boxes styled', async () => {
    const { container } = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'What a Lens File Contains' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Best Practice: Fill the corners of the frame.');
    expect(note).toHaveClass('kb-best-practice');
    expect(screen.getByText('An ordinary quote.')).not.toHaveClass('kb-best-practice');
  });

  it("shows 'Article Not Found' with a link home when the article is missing", async () => {
    show('no-such-article');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Article Not Found | Skyframe Studio');
  });

  it('sets title, description, keywords, social tags and structured data', async () => {
    show();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Lens Calibration Basics | Skyframe Studio'));
    const meta = (attr: string, key: string) => document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content');
    expect(meta('name', 'description')).toBe(article.metaDescription);
    const keywords = meta('name', 'keywords')!.split(', ');
    expect(keywords).toEqual([...article.seoKeywords.slice(0, 20), 'calibration', 'lenses']);
    expect(meta('property', 'og:title')).toBe('Lens Calibration Basics | Skyframe Studio');
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:image')).toBe('http://localhost:3000/media/lens-grid.svg');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    expect(jsonLd[0]).toMatchObject({ '@type': 'Article', headline: 'Lens Calibration Basics', dateModified: article.updatedAt });
  });

  it('scrolls to the heading of the URL hash after 100 ms', async () => {
    vi.useFakeTimers();
    show(article.slug, '#next-steps');
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(99));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual(['next-steps']);
  });

  it('opens an image in the viewer on click or Enter, and focus comes back on close', async () => {
    show();
    const image = await screen.findByRole('button', { name: 'Open image: Distorted and corrected grids' });
    await userEvent.click(image);
    const dialog = await screen.findByRole('dialog', { name: 'Distorted and corrected grids' });
    expect(within(dialog).getByText('Loading high resolution...')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(image).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('reports the view once, and shows "Was this helpful?" at once where IntersectionObserver is missing', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    expect(api!.requests.filter((r) => r === `/api/articles/${article.id}/views`)).toHaveLength(1);
  });

  it('downloads "Was this helpful?" only when the end of the article comes near the viewport', async () => {
    let reportNear: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    const observed: { rootMargin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin?: string }) {
          reportNear = callback;
          observed.push(options);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      show();
      expect(await screen.findByRole('heading', { level: 1, name: 'Lens Calibration Basics' })).toBeInTheDocument();
      expect(observed).toEqual([{ rootMargin: '600px' }]);
      expect(screen.queryByRole('heading', { name: 'Was this helpful?' })).not.toBeInTheDocument();
      act(() => reportNear!([{ isIntersecting: true }]));
      expect(await screen.findByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
