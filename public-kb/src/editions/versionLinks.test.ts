import { describe, expect, it } from 'vitest';
import type { ArticleInVersion, PublicVersion } from '@kb/contracts';
import { currentVersionLink, pageVersion, switchTarget } from './versionLinks';

const current: PublicVersion = { name: '4.2', status: 'current', current: true };
const old: PublicVersion = { name: '4.1', status: 'deprecated', current: false };
const versions = [current, old];
const places: ArticleInVersion[] = [
  { ...current, slug: 'lens-setup' },
  { ...old, slug: 'lens-setup-41' },
];
const article = { path: '/article/lens', hash: '#step-2', slug: 'lens' };

describe('version links', () => {
  it('knows the page’s version: the one its URL names, else the current one', () => {
    expect(pageVersion(versions, { lang: 'en', version: null })).toBe(current);
    expect(pageVersion(versions, { lang: 'de', version: '4.1' })).toBe(old);
    expect(pageVersion(versions, { lang: 'en', version: '4.2' })).toBe(current);
    expect(pageVersion(versions, { lang: 'en', version: '3.0' })).toBeUndefined();
  });

  it('switches to the same article under its slug there, in the page’s language, keeping the section', () => {
    expect(switchTarget('en', old, article, places)).toBe('/v/4.1/article/lens-setup-41#step-2');
    expect(switchTarget('de', current, article, places)).toBe('/de/article/lens-setup#step-2');
  });

  it('goes to that version’s home with the note when it does not hold the article; other pages stay the same page', () => {
    expect(switchTarget('en', old, article, [{ ...old, slug: null }])).toBe('/v/4.1?missing=article');
    expect(switchTarget('ja', current, article, [])).toBe('/ja?missing=article');
    expect(switchTarget('en', old, { path: '/search?q=genlock', hash: '' }, undefined)).toBe('/v/4.1/search?q=genlock');
  });

  it('links the banner to the article in the current version, or its home', () => {
    expect(currentVersionLink('fr', current, article, places)).toEqual({ href: '/fr/article/lens-setup', toArticle: true });
    expect(currentVersionLink('en', current, article, [{ ...current, slug: null }])).toEqual({ href: '/', toArticle: false });
    expect(currentVersionLink('en', current, { path: '/category/tracking', hash: '' }, undefined)).toEqual({ href: '/category/tracking', toArticle: false });
  });
});
