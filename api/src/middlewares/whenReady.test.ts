import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { createApp } from '../app';
import type { ArticleDoc, Models } from '../models';
import { ReadModel } from '../readModel/readModel';
import { CONTENT_STARTING, SEARCH_STARTING } from './whenReady';
import { publishedArticles } from '../../test/articles';

let api: TestApi;
let server: Server;
let url: string;
let readModel: ReadModel;
let release: () => void;
let loading: Promise<void>;

/** The test database's models, with the start-up reads of categories and articles held until `release()`. */
function heldModels(models: Models): Models {
  const gate = new Promise<void>((resolve) => (release = resolve));
  const categories = { find: () => ({ lean: () => gate.then(() => models.Category.find().lean()) }) };
  async function* articles() {
    await gate;
    yield* await models.Article.find().lean();
  }
  const articleCursor = { find: () => ({ lean: () => ({ cursor: articles }) }) };
  return { ...models, Article: articleCursor as unknown as Models['Article'], Category: categories as unknown as Models['Category'] };
}

beforeAll(async () => {
  api = await startTestApi();
  readModel = new ReadModel();
  loading = readModel.load(heldModels(api.deps.models));
  server = createApp({ ...api.deps, readModel }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('start-up', () => {
  it('answers health at once and public reads with 503 JSON until the content is loaded, then everything', async () => {
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'connected', searchReady: false });
    const slug = publishedArticles(api.deps.readModel)[0]!.slug;
    for (const pathname of [`/api/articles/${slug}`, '/api/categories', '/api/stats']) {
      const response = await fetch(`${url}${pathname}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: CONTENT_STARTING, code: 'unavailable' });
    }
    for (const pathname of ['/api/search?q=genlock', '/api/search-summary?q=genlock', '/api/search-suggestions?q=genlock']) {
      const response = await fetch(`${url}${pathname}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: SEARCH_STARTING, code: 'unavailable' });
    }

    // A publish arriving while loading is applied once the content is in.
    const published: ArticleDoc = { ...publishedArticles(api.deps.readModel)[0]!, title: 'Genlock Published During Start-up' };
    readModel.setArticle(published);
    release();
    await loading;

    expect((await (await fetch(`${url}/api/health`)).json()).searchReady).toBe(true);
    expect((await (await fetch(`${url}/api/articles/${slug}`)).json()).title).toBe('Genlock Published During Start-up');
    expect(await (await fetch(`${url}/api/stats`)).json()).toEqual(api.deps.readModel.stats());
    const results = (await (await fetch(`${url}/api/search?q=${encodeURIComponent('Published During Start-up')}`)).json()) as { slug: string }[];
    expect(results[0]?.slug).toBe(slug);
  });
});
