import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '@kb/contracts';
import { testApiForFile } from '../../test/harness';
import type { ArticleDoc } from '../models';
import { pickEncoding } from './preparedResponse';
import { publishedArticles } from '../../test/articles';

const api = testApiForFile();

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without fetch's automatic decompression, to see what goes over the wire. */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${api.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decoded = (raw: Raw): unknown => {
  const encoding = raw.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(raw.body) : encoding === 'gzip' ? gunzipSync(raw.body) : raw.body;
  return JSON.parse(body.toString('utf8'));
};

const firstDoc = () => publishedArticles(api.deps.readModel)[0]!;

describe('prepared public bodies', () => {
  it('answers brotli, gzip or plain JSON as the client accepts, all with one ETag', async () => {
    const slug = firstDoc().slug;
    const plain = await (await fetch(`${api.url}/api/articles/${slug}`, { headers: { 'Accept-Encoding': 'identity' } })).json();
    const br = await rawGet(`/api/articles/${slug}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(`/api/articles/${slug}`, { 'Accept-Encoding': 'gzip' });
    const identity = await rawGet(`/api/articles/${slug}`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const raw of [br, gzip, identity]) {
      expect(raw.status).toBe(200);
      expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(raw.headers.vary).toMatch(/Accept-Encoding/i);
      expect(raw.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(raw.headers.etag).toBe(br.headers.etag);
      expect(decoded(raw)).toEqual(plain);
    }
    expect(br.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(br.body.length).toBeLessThan(identity.body.length / 2);
  });

  it('answers 304 without a body to a matching If-None-Match, for articles, categories and stats', async () => {
    for (const pathname of [`/api/articles/${firstDoc().slug}`, '/api/categories', '/api/stats']) {
      const first = await rawGet(pathname, { 'Accept-Encoding': 'gzip' });
      const again = await rawGet(pathname, { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect((await rawGet(pathname, { 'If-None-Match': 'W/"stale"' })).status).toBe(200);
    }
  });

  it('serves the new article, tree and stats right after a publish, and keeps the tree when only content changed', async () => {
    const doc = firstDoc();
    const etags = async () =>
      Object.fromEntries(
        await Promise.all(
          ['article', 'categories', 'stats'].map(async (name) => {
            const pathname = name === 'article' ? `/api/articles/${doc.slug}` : `/api/${name}`;
            return [name, (await rawGet(pathname, { 'Accept-Encoding': 'br' })).headers.etag];
          }),
        ),
      );
    const before = await etags();
    const words = (await (await api.get('/api/stats')).json()).words as number;

    const edited: ArticleDoc = { ...doc, content: `${doc.content}<p>One more line of text.</p>`, wordCount: doc.wordCount + 5 };
    api.deps.readModel.setArticle(edited);
    const afterEdit = await etags();
    expect(afterEdit.article).not.toBe(before.article);
    expect(afterEdit.categories).toBe(before.categories);
    expect(afterEdit.stats).not.toBe(before.stats);
    expect((await (await api.get(`/api/articles/${doc.slug}`)).json()).content).toContain('One more line of text.');
    expect((await (await api.get('/api/stats')).json()).words).toBe(words + 5);

    api.deps.readModel.setArticle({ ...edited, title: 'A Renamed Article' });
    const afterRename = await etags();
    expect(afterRename.categories).not.toBe(afterEdit.categories);
    expect(JSON.stringify(await (await api.get('/api/categories')).json())).toContain('"title":"A Renamed Article"');
    const stale = await rawGet(`/api/articles/${doc.slug}`, { 'If-None-Match': afterEdit.article! });
    expect(stale.status).toBe(200);
    expect((decoded(stale) as { title: string }).title).toBe('A Renamed Article');
    api.deps.readModel.setArticle(doc);
  });

  it('prepares search answers per query and content version, shared by case and spacing variants', async () => {
    const first = await rawGet('/api/search?q=genlock%20timecode', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect((decoded(first) as unknown[]).length).toBeGreaterThan(0);
    const variant = await rawGet('/api/search?q=GENLOCK%20%20Timecode', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
    expect(variant.status).toBe(304);
    const doc = firstDoc();
    api.deps.readModel.setArticle({ ...doc, title: 'Genlock timecode zebracorn' });
    const after = await rawGet('/api/search?q=genlock%20timecode', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
    expect(after.status).toBe(200);
    expect((decoded(after) as { title: string }[]).map((r) => r.title)).toContain('Genlock timecode zebracorn');
    api.deps.readModel.setArticle(doc);
  });

  it('keeps 404 and 400 answers as JSON errors', async () => {
    const missing = await api.get('/api/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No article with slug 'no-such-article'", code: 'notFound' });
    expect((await api.get(`/api/articles/${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
