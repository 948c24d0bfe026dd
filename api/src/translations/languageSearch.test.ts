import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EditionArticle, SearchResult, SearchSummary, TranslationRevision } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../test/admin';
import { startTestApi, type TestApi } from '../../test/harness';
import { seededArticle, translateAndPublish } from '../../test/translations';

/** An OpenAI-compatible endpoint on 127.0.0.1 that translates by answering a fixed German draft, and records what it was asked. */
const asked: string[] = [];
let llm: Server;
let api: TestApi;
let admin: AdminClient;
beforeAll(async () => {
  llm = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      asked.push(body);
      const content =
        '```json\n{"title": "Genlock und Timecode einrichten", "description": "Synchron aufnehmen", "html": "<h2>Überblick</h2><p>Genlock lässt alle Geräte gleichzeitig ihre Bilder beginnen.</p>"}\n```';
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  llm.listen(0, '127.0.0.1');
  await new Promise((resolve) => llm.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  api = await startTestApi({ env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'test-model' } });
  admin = asAdmin(api, (await signIn(api, 'Lena Lektor', '203.0.113.62')).sessionToken);
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => llm.close(resolve));
});

const results = async (path: string) => z.array(SearchResult).parse(await (await api.get(path)).json());

describe('search in a language', () => {
  it('searches that language’s published translations, and English stays English', async () => {
    const article = await seededArticle(api, 'lens-calibration-basics');
    expect(await results('/api/search?q=Verzeichnung&lang=de')).toEqual([]);
    await translateAndPublish(admin, article.id, 'de', {
      title: 'Grundlagen der Objektivkalibrierung',
      description: '',
      content: '<h2>Verzeichnung messen</h2><p>Die Verzeichnung des Objektivs wird mit einem Schachbrettmuster gemessen.</p>',
    });
    const german = await results('/api/search?q=Verzeichnung&lang=de');
    expect(german.map((r) => [r.slug, r.title])).toEqual([['lens-calibration-basics', 'Grundlagen der Objektivkalibrierung']]);
    expect(german[0]!.section).toEqual({ id: 'verzeichnung-messen', heading: 'Verzeichnung messen' });
    expect(german[0]!.excerpt).toContain('Verzeichnung');
    expect(await results('/api/search?q=Verzeichnung')).toEqual([]);
    // English words are not in the German index; the English search still finds the English article.
    expect(await results('/api/search?q=lens%20calibration&lang=de')).toEqual([]);
    expect((await results('/api/search?q=lens%20calibration')).map((r) => r.slug)).toContain('lens-calibration-basics');

    const summary = SearchSummary.parse(await (await api.get('/api/search-summary?q=Verzeichnung&lang=de')).json());
    expect(summary.aiSummary).toContain(`/article/${article.id}`);
    const suggestions = await api.get('/api/search-suggestions?q=Verzeichnug&lang=de');
    expect(suggestions.status).toBe(200);
  });

  it('the LLM adapter drafts a translation for review: saved as a machine draft, never published', async () => {
    const article = await seededArticle(api, 'genlock-and-timecode-setup');
    // The workspace offers "Draft with AI" because an endpoint is configured.
    expect(await (await admin.get(`/api/admin/articles/${article.id}/translations/de`)).json()).toMatchObject({ aiDrafts: true });
    const response = await admin.send('POST', `/api/admin/articles/${article.id}/translations/de/draft`);
    expect(response.status).toBe(200);
    const draft = TranslationRevision.parse(await response.json());
    expect(draft).toMatchObject({ origin: 'machine', isPublished: false, title: 'Genlock und Timecode einrichten', lang: 'de' });
    expect(draft.content).toBe('<h2>Überblick</h2><p>Genlock lässt alle Geräte gleichzeitig ihre Bilder beginnen.</p>');
    // The model was asked for German, with the article's own title and HTML.
    const request = JSON.parse(asked.at(-1)!) as { model: string; messages: { content: string }[] };
    expect(request.model).toBe('test-model');
    expect(request.messages[1]!.content).toContain('Deutsch (de)');
    expect(request.messages[1]!.content).toContain(article.title);

    const read = EditionArticle.parse(await (await api.get(`/api/articles/${article.slug}?lang=de`)).json());
    expect(read.title).toBe(article.title);
    expect(read.edition?.kind).toBe('fallback');
    expect(await results('/api/search?q=gleichzeitig&lang=de')).toEqual([]);
  });

  it('searches each language with its own analysis: German plurals find the singular, Japanese words inside sentences without spaces', async () => {
    const article = await seededArticle(api, 'lens-calibration-basics');
    await translateAndPublish(admin, article.id, 'ja', {
      title: 'レンズのキャリブレーション',
      description: '',
      content: '<h2>歪みの測定</h2><p>レンズの歪みはチェッカーボードで測定し、結果を設定ファイルに保存します。</p>',
    });
    const japanese = await results('/api/search?q=設定&lang=ja');
    expect(japanese.map((r) => r.slug)).toEqual(['lens-calibration-basics']);
    expect(japanese[0]!.excerpt).toContain('設定ファイルに保存します');
    await translateAndPublish(admin, article.id, 'de', {
      title: 'Grundlagen der Objektivkalibrierung',
      description: '',
      content: '<p>Die Verzeichnung wird mit einem Schachbrettmuster gemessen.</p>',
    });
    expect((await results('/api/search?q=Schachbrettmustern&lang=de')).map((r) => [r.slug, r.qualityTier])).toEqual([['lens-calibration-basics', 'medium']]);
  });
});
