import { Article, ArticleInVersion, PublicVersion, Revision, VersionArticle, VersionRecord } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { ReadModel } from '../../../readModel/readModel';

const api = testApiForFile();
const admin = adminForFile(api, 'Vera Versions', '203.0.113.131');
let first: { _id: string; slug: string };
let second: { _id: string; slug: string };

beforeAll(async () => {
  [first, second] = publishedArticles(api.deps.readModel).slice(0, 2) as unknown as [typeof first, typeof second];
});

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const contentOf = async (pathname: string) => Article.parse(await (await api.get(pathname)).json()).content;

async function publishIn(version: string | undefined, articleId: string, html: string): Promise<Revision> {
  const saved = Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId, content: html, ...(version && { version }) })).json());
  const published = await admin.send('POST', `/api/admin/publish-revision/${saved.id}`);
  expect(published.status).toBe(200);
  return saved;
}

describe('versions', () => {
  it('a site without versions has none, and a version name it does not have is 404 versionNotFound', async () => {
    expect(await (await api.get('/api/versions')).json()).toEqual([]);
    const missing = await json(await api.get(`/api/articles/${first.slug}?version=4.1`));
    expect(missing).toEqual({ status: 404, body: { error: "No version named '4.1'", code: 'versionNotFound', details: { version: '4.1' } } });
  });

  it('the first "Create version" names the main line too; then the fork is listed with the main line current', async () => {
    const unnamed = await json(await admin.send('POST', '/api/admin/versions', { name: '4.1', status: 'deprecated' }));
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toMatch(/name the main line/);
    const created = await admin.send('POST', '/api/admin/versions', { name: '4.1', status: 'deprecated', mainLineName: '4.2' });
    expect(created.status).toBe(201);
    const raw = (await created.json()) as { createdBy: unknown };
    // Attribution is the person and their name: never the session's key, email or role.
    expect(raw.createdBy).toEqual({ personId: null, adminName: 'Vera Versions' });
    expect((await api.deps.models.Version.findOne({ name: '4.1' }).lean())?.createdBy).toEqual({ personId: null, adminName: 'Vera Versions' });
    const fork = VersionRecord.parse(raw);
    expect(fork).toMatchObject({
      name: '4.1',
      status: 'deprecated',
      current: false,
      mainLine: false,
      forkedFrom: '4.2',
      articleCount: api.deps.readModel.stats().articles,
    });
    expect(PublicVersion.array().parse(await (await api.get('/api/versions')).json())).toEqual([
      { name: '4.2', status: 'current', current: true },
      { name: '4.1', status: 'deprecated', current: false },
    ]);
    const again = await json(await admin.send('POST', '/api/admin/versions', { name: '4.1' }));
    expect(again.status).toBe(409);
  });

  it('publishing in a fork leaves the main line alone, and the fork never gets the main line’s prepared body', async () => {
    // The main line's body is prepared first (and served by the fast path from then on).
    const before = await contentOf(`/api/articles/${first.slug}`);
    await publishIn('4.1', first._id, '<h2>Legacy</h2><p>The zanthoxylum procedure of release 4.1.</p>');
    expect(await contentOf(`/api/articles/${first.slug}?version=4.1`)).toContain('zanthoxylum');
    expect(await contentOf(`/api/articles/${first.slug}`)).toBe(before);
    expect(await contentOf(`/api/articles/${first.slug}?version=4.2`)).toBe(before);
    const search = async (query: string) => ((await (await api.get(query)).json()) as { slug: string }[]).map((r) => r.slug);
    expect(await search('/api/search?q=zanthoxylum&version=4.1')).toEqual([first.slug]);
    expect(await search('/api/search?q=zanthoxylum')).toEqual([]);
  });

  it('publishing in the main line leaves the fork alone, also after a restart (read from the database)', async () => {
    const before = await contentOf(`/api/articles/${second.slug}?version=4.1`);
    await publishIn(undefined, second._id, '<h2>New</h2><p>The quincunx layout of release 4.2.</p>');
    expect(await contentOf(`/api/articles/${second.slug}`)).toContain('quincunx');
    expect(await contentOf(`/api/articles/${second.slug}?version=4.1`)).toBe(before);
    const restarted = new ReadModel();
    await restarted.load(api.deps.models);
    expect(restarted.edition('4.1').slugState(second.slug)).toMatchObject({ kind: 'live', article: { content: before } });
    expect(restarted.edition('4.1').slugState(first.slug)).toMatchObject({ kind: 'live', article: { content: expect.stringContaining('zanthoxylum') } });
    expect(restarted.edition().slugState(second.slug)).toMatchObject({ kind: 'live', article: { content: expect.stringContaining('quincunx') } });
  });

  it('revisions are listed per version, and Compare reads an article as each version has it', async () => {
    const inFork = Revision.array().parse(await (await admin.get(`/api/admin/revisions/${first._id}?version=4.1`)).json());
    expect(inFork.map((r) => [r.content.includes('zanthoxylum'), r.isPublished])).toEqual([[true, true]]);
    const inMain = Revision.array().parse(await (await admin.get(`/api/admin/revisions/${first._id}`)).json());
    expect(inMain.some((r) => r.content.includes('zanthoxylum'))).toBe(false);
    const fork = VersionArticle.parse(await (await admin.get(`/api/admin/versions/4.1/articles/${second._id}`)).json());
    const main = VersionArticle.parse(await (await admin.get(`/api/admin/versions/4.2/articles/${second._id}`)).json());
    expect([fork.content.includes('quincunx'), main.content.includes('quincunx')]).toEqual([false, true]);
  });

  it('the switcher learns where an article is in each version; unpublishing in a fork takes it off there only', async () => {
    const where = ArticleInVersion.array().parse(await (await api.get(`/api/articles/${first.slug}/versions`)).json());
    expect(where.map((v) => [v.name, v.slug])).toEqual([
      ['4.2', first.slug],
      ['4.1', first.slug],
    ]);
    expect((await admin.send('POST', `/api/admin/articles/${first._id}/unpublish?version=4.1`)).status).toBe(200);
    expect((await api.get(`/api/articles/${first.slug}?version=4.1`)).status).toBe(410);
    expect((await api.get(`/api/articles/${first.slug}`)).status).toBe(200);
    const after = ArticleInVersion.array().parse(await (await api.get(`/api/articles/${first.slug}/versions`)).json());
    expect(after.map((v) => [v.name, v.slug])).toEqual([
      ['4.2', first.slug],
      ['4.1', null],
    ]);
    const stats = async (query: string) => ((await (await api.get(`/api/stats${query}`)).json()) as { articles: number }).articles;
    expect((await stats('?version=4.1')) + 1).toBe(await stats(''));
  });

  it('a hidden version is not served to readers; a fork cannot be made current; the main line can be renamed', async () => {
    expect((await admin.send('PATCH', '/api/admin/versions/4.1', { status: 'hidden' })).status).toBe(200);
    expect(
      PublicVersion.array()
        .parse(await (await api.get('/api/versions')).json())
        .map((v) => v.name),
    ).toEqual(['4.2']);
    for (const path of [`/api/articles/${second.slug}`, '/api/sidebar/categories', '/api/stats', '/api/search?q=layout', '/api/categories']) {
      expect(await json(await api.get(`${path}${path.includes('?') ? '&' : '?'}version=4.1`))).toMatchObject({
        status: 404,
        body: { code: 'versionNotFound' },
      });
    }
    expect((await admin.get(`/api/admin/versions/4.1/articles/${second._id}`)).status).toBe(200);
    expect((await admin.send('PATCH', '/api/admin/versions/4.1', { status: 'current' })).status).toBe(409);
    const renamed = VersionRecord.parse(await (await admin.send('PATCH', '/api/admin/versions/4.2', { name: '5.0' })).json());
    expect(renamed).toMatchObject({ name: '5.0', current: true, mainLine: true });
    expect((await api.get(`/api/articles/${second.slug}?version=5.0`)).status).toBe(200);
  });

  it('two forks of one name at once: one is created, the other is 409', async () => {
    const answers = await Promise.all([0, 1].map(() => admin.send('POST', '/api/admin/versions', { name: '3.9' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await api.deps.models.Version.countDocuments({ name: '3.9' })).toBe(1);
  });
});
