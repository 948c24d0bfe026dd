import { describe, expect, it } from 'vitest';
import { articleCanonicalUrl, DEFAULT_EDITION, editionPath, splitEditionPath } from './editions';

describe('edition URLs', () => {
  it('leaves SPEC paths to the default edition', () => {
    for (const path of ['/', '/article/dmx-setup', '/search', '/category/lighting', '/admin/login', '/v', '/xx/article/a']) {
      expect(splitEditionPath(path)).toEqual({ edition: DEFAULT_EDITION, rest: path });
    }
  });

  it('reads a language, a version, or both, language first', () => {
    expect(splitEditionPath('/de/article/dmx-setup')).toEqual({ edition: { lang: 'de', version: null }, rest: '/article/dmx-setup' });
    expect(splitEditionPath('/ja')).toEqual({ edition: { lang: 'ja', version: null }, rest: '/' });
    expect(splitEditionPath('/v/4.1/search')).toEqual({ edition: { lang: 'en', version: '4.1' }, rest: '/search' });
    expect(splitEditionPath('/fr/v/2024-R1')).toEqual({ edition: { lang: 'fr', version: '2024-R1' }, rest: '/' });
  });

  it('does not take English or a bad version name for a prefix', () => {
    expect(splitEditionPath('/en/article/a').rest).toBe('/en/article/a');
    expect(splitEditionPath('/v/..%2f/article/a').rest).toBe('/v/..%2f/article/a');
    expect(splitEditionPath('/v/4.1/../article/a').edition.version).toBe('4.1');
  });

  it('builds the same paths back', () => {
    for (const path of ['/de/article/a', '/v/4.1/search?q=x', '/fr/v/4.0', '/es', '/article/a', '/']) {
      const { edition, rest } = splitEditionPath(path.split('?')[0]!);
      const query = path.includes('?') ? `?${path.split('?')[1]}` : '';
      expect(editionPath(edition, rest + query)).toBe(path);
    }
    expect(editionPath({ lang: 'de', version: null }, '/?q=a')).toBe('/de?q=a');
  });

  it('makes an article canonical in the current version, under its slug there, or itself when the current version lacks it', () => {
    const origin = 'https://kb.example.com';
    const lens = { slug: 'lens' };
    expect(articleCanonicalUrl(origin, { lang: 'de', version: null }, lens)).toBe(`${origin}/de/article/lens`);
    const places = [
      { current: true, slug: 'lens-setup' },
      { current: false, slug: 'lens' },
    ];
    expect(articleCanonicalUrl(origin, { lang: 'en', version: '4.1' }, lens, places)).toBe(`${origin}/article/lens-setup`);
    expect(articleCanonicalUrl(origin, { lang: 'fr', version: '4.1' }, lens, [{ current: true, slug: null }])).toBe(`${origin}/fr/v/4.1/article/lens`);
  });

  it('makes a language page that shows the English article (no translation) canonical to the English page', () => {
    const origin = 'https://kb.example.com';
    expect(articleCanonicalUrl(origin, { lang: 'de', version: null }, { slug: 'lens', edition: { kind: 'fallback' } })).toBe(`${origin}/article/lens`);
    expect(articleCanonicalUrl(origin, { lang: 'de', version: null }, { slug: 'lens', edition: { kind: 'translation' } })).toBe(`${origin}/de/article/lens`);
    expect(
      articleCanonicalUrl(origin, { lang: 'ja', version: '4.1' }, { slug: 'lens', edition: { kind: 'fallback' } }, [{ current: true, slug: 'lens' }]),
    ).toBe(`${origin}/article/lens`);
  });
});
