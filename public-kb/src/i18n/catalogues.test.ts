import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_BRANDING, LANGUAGES, PRODUCT_NAME, type Language } from '@kb/contracts';
import de from './catalogues/de.json';
import es from './catalogues/es.json';
import fr from './catalogues/fr.json';
import ja from './catalogues/ja.json';
import { i18nextTranslator } from './i18nextTranslator';
import { SOURCE_TEXTS as en } from './sourceTexts';
import { baseKey, sourceTranslator, type Catalogue, type MessageKey } from './translate';

const TRANSLATIONS: Record<Exclude<Language, 'en'>, Catalogue> = { de, fr, es, ja };
const PLACE = /\{\{\s*\w+\s*(?:,\s*number\s*)?\}\}/g;
const places = (message: string) => (message.match(PLACE) ?? []).map((place) => place.replace(/\s+/g, '')).sort();

/**
 * English's messages by base key: plural ones by their `_other` form. A message counting something
 * (`{{count…}}`) whose English forms are the same is one English message, and plural in the translations.
 */
const english = new Map<string, { message: string; plural: boolean }>();
for (const [key, message] of Object.entries(en)) {
  const base = baseKey(key);
  if (base === key) english.set(key, { message, plural: /\{\{\s*count\b/.test(message) });
  else if (key.endsWith('_other')) english.set(base, { message, plural: true });
}

describe('the interface catalogues', () => {
  it('ships a catalogue for every language but English, the source', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((lang) => lang !== 'en').sort());
  });

  describe.each(Object.entries(TRANSLATIONS))('%s', (lang, catalogue) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

    it('translates every English message, plural ones in each of the language’s plural forms', () => {
      const missing: string[] = [];
      for (const [base, { plural }] of english) {
        const wanted = plural ? categories.map((category) => `${base}_${category}`) : [base];
        missing.push(...wanted.filter((key) => !catalogue[key]?.trim()));
      }
      expect(missing).toEqual([]);
    });

    it('has no message English does not have', () => {
      expect(Object.keys(catalogue).filter((key) => !english.has(baseKey(key)))).toEqual([]);
    });

    it('keeps every message’s placeholders', () => {
      const changed = Object.entries(catalogue)
        .filter(([key, message]) => JSON.stringify(places(message)) !== JSON.stringify(places(english.get(baseKey(key))!.message)))
        .map(([key]) => key);
      expect(changed).toEqual([]);
    });
  });

  it('gives English as i18next would, for every message and plural form', () => {
    const source = sourceTranslator(en);
    const viaI18next = i18nextTranslator('en', en);
    const values = (count: number) => ({
      count,
      name: 'Tracking',
      query: 'genlock',
      title: 'Lens',
      year: 2026,
      publisher: 'Skyframe Labs',
      date: '1/2/2026',
      theme: 'Dark',
      answer: 'Yes',
      alt: 'a',
      value: '150',
      page: 2,
      pages: 1234,
      product: 'Studio',
      company: 'Labs',
      language: 'Deutsch',
    });
    for (const base of english.keys()) {
      for (const count of [0, 1, 2, 1234])
        expect(source(base as MessageKey, values(count)), `${base} with ${count}`).toBe(viaI18next(base as MessageKey, values(count)));
    }
  });

  it('writes numbers and plural forms the language’s way', () => {
    expect(i18nextTranslator('de', de)('search.count', { count: 1234 })).toBe('1.234 Artikel gefunden');
    expect(i18nextTranslator('fr', fr)('common.articleCount', { count: 1 })).toBe('1 article');
    expect(i18nextTranslator('fr', fr)('common.articleCount', { count: 1_000_000 })).toBe('1\u202f000\u202f000 d’articles');
    expect(i18nextTranslator('ja', ja)('results.showMore', { count: 12 })).toBe('さらに表示（残り 12 件）');
    expect(sourceTranslator(en)('search.count', { count: 1 })).toBe('1 article found');
    expect(sourceTranslator(en)('search.count', { count: 12_345 })).toBe('12,345 articles found');
  });

  it('translates the site’s default description from the text English pages show (the settings’ default)', () => {
    expect(sourceTranslator(en)('site.description', { product: PRODUCT_NAME })).toBe(DEFAULT_SITE_BRANDING.description);
  });
});
