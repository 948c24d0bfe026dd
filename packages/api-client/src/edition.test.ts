import { describe, expect, it } from 'vitest';
import { editionQuery, languageAlternates } from './edition';
import { keys } from './keys';

const GERMAN_41 = { lang: 'de', version: '4.1' } as const;

describe('editions in the public reads', () => {
  it('keeps SPEC’s keys and sends no parameter for the default edition', () => {
    expect(keys.article('lens')).toEqual(['/api/articles', 'lens']);
    expect(keys.search('genlock', { lang: 'en', version: null })).toEqual(['/api/search', 'genlock']);
    expect(editionQuery({ lang: 'en', version: null })).toEqual({});
  });

  it('keys another edition’s reads on its prefix and sends its language and version', () => {
    expect(keys.article('lens', GERMAN_41)).toEqual(['/api/articles', 'lens', '/de/v/4.1']);
    expect(keys.sidebarRoots({ lang: 'ja', version: null })).toEqual(['/api/sidebar/categories', '/ja']);
    expect(editionQuery(GERMAN_41)).toEqual({ lang: 'de', version: '4.1' });
    expect(editionQuery({ lang: 'en', version: '4.1' })).toEqual({ version: '4.1' });
  });

  it('lists a page in every language of its version, x-default English', () => {
    expect(languageAlternates('https://kb.example.com', GERMAN_41, '/article/lens').map(({ hreflang, href }) => `${hreflang} ${href}`)).toEqual([
      'en https://kb.example.com/v/4.1/article/lens',
      'de https://kb.example.com/de/v/4.1/article/lens',
      'fr https://kb.example.com/fr/v/4.1/article/lens',
      'es https://kb.example.com/es/v/4.1/article/lens',
      'ja https://kb.example.com/ja/v/4.1/article/lens',
      'x-default https://kb.example.com/v/4.1/article/lens',
    ]);
  });
});
