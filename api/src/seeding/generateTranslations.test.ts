import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EditionArticle } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { parseGenerateArgs } from '../cli/generate';
import { generateKnowledgeBase } from './generateArticles';
import { inLanguage } from './generatedLanguages';
import { OUTDATED_EVERY } from './generateTranslations';

const COUNT = 40;
const api = testApiForFile({ seed: false });
let slugs: string[];

beforeAll(async () => {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'kb-generate-'));
  // A first run with three languages, replaced by one with all five: --replace clears the translations too.
  await generateKnowledgeBase(api.deps.models, { articles: COUNT, mediaDir, languages: 3 });
  await generateKnowledgeBase(api.deps.models, { articles: COUNT, mediaDir, languages: 5, replace: true, seed: 7 });
  await api.deps.readModel.load(api.deps.models);
  slugs = api.deps.readModel.articleMetas().map((meta) => meta.slug);
}, 120_000);

const read = async (slug: string, lang: string) => EditionArticle.parse(await (await api.get(`/api/articles/${slug}?lang=${lang}`)).json());
const search = async (query: string, lang: string) =>
  ((await (await api.get(`/api/search?q=${encodeURIComponent(query)}&lang=${lang}`)).json()) as { slug: string }[]).map((hit) => hit.slug);

describe('pnpm kb generate --languages L', () => {
  it('translates every article into the first L - 1 of de, fr, es, ja, one in ten from an older source (Outdated)', async () => {
    expect(parseGenerateArgs(['--articles', '10', '--languages', '3'])).toMatchObject({ languages: 3 });
    expect(parseGenerateArgs(['--articles', '10', '--languages', '6'])).toEqual({
      error: '--languages must be a whole number from 1 to 5 (English, then de, fr, es, ja)',
    });
    expect(slugs).toHaveLength(COUNT);
    let outdated = 0;
    for (const slug of slugs) {
      const english = (await (await api.get(`/api/articles/${slug}`)).json()) as { title: string };
      for (const lang of ['de', 'fr', 'es', 'ja']) {
        const article = await read(slug, lang);
        expect(article.edition).toMatchObject({ lang, kind: 'translation', languages: ['en', 'de', 'fr', 'es', 'ja'] });
        expect(article.title).not.toBe(english.title);
        if (lang === 'de' && article.edition!.outdated) outdated += 1;
      }
    }
    expect(outdated).toBe(COUNT / OUTDATED_EVERY);
    expect((await read(slugs[0]!, 'ja')).content).toMatch(/[\u30a0-\u30ff]+[のにでとを][\u30a0-\u30ff]/);
  });

  it('indexes each language with its own analysis: a katakana word inside unspaced Japanese text is found', async () => {
    const [slug] = slugs;
    const english = (await (await api.get(`/api/articles/${slug}`)).json()) as { title: string };
    const word = english.title.split(' ').find((w) => w.length > 5)!;
    expect(await search(inLanguage(word.toLowerCase(), 'ja'), 'ja')).toContain(slug);
    expect(await search(`${inLanguage(english.title, 'de')}`, 'de')).toContain(slug);
  });
});
