import { describe, expect, it } from 'vitest';
import type { Article } from './entities';
import { articleHead } from './seo';

const article: Article = {
  id: '7b0f7b6e-1c1a-4c6e-9a52-2f4f0b7c9d10',
  title: 'Keying & Spill',
  slug: 'keying-spill',
  content: '<p>No image here.</p>',
  metaDescription: 'Removing green spill.',
  seoKeywords: ['spill'],
  semanticTags: ['keying'],
  categoryName: 'Compositing & Keying',
  parentCategoryName: null,
  createdAt: '2024-01-02T00:00:00.000Z',
  updatedAt: '2024-02-03T00:00:00.000Z',
  readingTime: 2,
  tableOfContents: [],
};

describe('articleHead', () => {
  it('gives every breadcrumb an item URL, also for a top-level category', () => {
    const crumbs = articleHead(article, 'https://kb.example.com').jsonLd!.find((d) => (d as { '@type': string })['@type'] === 'BreadcrumbList') as {
      itemListElement: unknown[];
    };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Knowledge Base', item: 'https://kb.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Compositing & Keying', item: 'https://kb.example.com/search?q=Compositing%20%26%20Keying' },
      { '@type': 'ListItem', position: 3, name: 'Keying & Spill', item: 'https://kb.example.com/article/keying-spill' },
    ]);
  });

  it('without an image in the article, there is no og:image and the Twitter card is the small one', () => {
    const head = articleHead(article, 'https://kb.example.com');
    expect(head.properties).not.toHaveProperty('og:image');
    expect(head.names?.['twitter:card']).toBe('summary');
  });

  it('passes over an image whose src is not a valid URL (content never breaks a page) and takes the next one', () => {
    const content = '<img src="https://exa mple.com/a.png"><img src="http://[::1"><img src="javascript:x"><img src="/media/b.png">';
    const head = articleHead({ ...article, content }, 'https://kb.example.com');
    expect(head.properties?.['og:image']).toBe('https://kb.example.com/media/b.png');
    expect(articleHead({ ...article, content: '<img src="https://exa mple.com/a.png">' }, 'https://kb.example.com').properties).not.toHaveProperty('og:image');
  });
});
