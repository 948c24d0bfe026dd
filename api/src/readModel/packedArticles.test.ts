import { describe, expect, it } from 'vitest';
import type { ArticleDoc } from '../models';
import { PackedArticles, packContent } from './packedArticles';

const article = (id: string, content: string): ArticleDoc => ({
  _id: id,
  slug: `slug-${id}`,
  title: `Title ${id}`,
  categoryId: 'c1',
  order: 0,
  content,
  metaDescription: 'd',
  seoKeywords: ['k'],
  semanticTags: ['t'],
  readingTime: 1,
  wordCount: 2,
  imageCount: 0,
  headings: [],
  publishedRevisionId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('PackedArticles', () => {
  it('gives back every article exactly as it was put, any script or symbol included', () => {
    const articles = new PackedArticles();
    const html = `<h2 id="a">Genlock — “tri-level” sync ✓ 日本語 🎥</h2>${'<p>Frame-accurate timecode keeps every camera in step.</p>'.repeat(40)}`;
    articles.set(article('a', html));
    articles.set(article('b', ''));
    expect(articles.get('a')).toEqual(article('a', html));
    expect(articles.content('b')).toBe('');
    expect([...articles.metas()].map((a) => a._id)).toEqual(['a', 'b']);
  });

  it('keeps the HTML in far fewer bytes than its text, and answers the plain fields without inflating the rest', () => {
    const articles = new PackedArticles();
    const html = '<p>Frame-accurate timecode keeps every camera in step with the render engine.</p>'.repeat(50);
    articles.set(article('a', html));
    expect(articles.packedBytes).toBeLessThan(html.length / 4);
    expect(articles.meta('a')).toMatchObject({ slug: 'slug-a', title: 'Title a' });
    expect(articles.meta('a')).toMatchObject({ _id: 'a', slug: 'slug-a', title: 'Title a', categoryId: 'c1', order: 0, imageCount: 0, wordCount: 2 });
    for (const cold of ['content', 'headings', 'seoKeywords', 'semanticTags', 'metaDescription', 'createdAt'])
      expect(articles.meta('a')).not.toHaveProperty(cold);
  });

  it('keeps no zlib chunk or pool slab alive per article: the packed bytes sit in a buffer of exactly their size', () => {
    for (const repeat of [1, 60, 2000]) {
      const packed = packContent('<p>Timecode keeps every camera in step with the engine.</p>'.repeat(repeat));
      expect(packed.buffer.byteLength).toBe(packed.length);
    }
  });

  it('replaces an article put again and forgets a deleted one', () => {
    const articles = new PackedArticles();
    articles.set(article('a', '<p>old</p>'));
    articles.set(article('a', '<p>new</p>'));
    expect(articles.size).toBe(1);
    expect(articles.content('a')).toBe('<p>new</p>');
    articles.delete('a');
    expect(articles.get('a')).toBeUndefined();
    expect(articles.content('a')).toBeUndefined();
    expect(articles.size).toBe(0);
  });
});
