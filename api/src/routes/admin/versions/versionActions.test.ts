import { Article, MadeCurrent, PublicVersion, Revision, VersionRecord } from '@kb/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';
import { Leases } from '../../../db/lease';
import { ReadModel } from '../../../readModel/readModel';
import { applyVersionChange } from '../../../readModel/versionRows';

const api = testApiForFile();
const admin = adminForFile(api, 'Rhea Release', '203.0.113.141');
const team = teamForFile(api, admin, ['editor'], 'version-actions');
type Ref = { _id: string; slug: string };
let edited: Ref, takenOff: Ref, keptOld: Ref, mainOnly: Ref, forkOnly: Ref;

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const contentOf = async (pathname: string) => Article.parse(await (await api.get(pathname)).json()).content;
const statusOf = async (pathname: string) => (await api.get(pathname)).status;
const publicNames = async () =>
  PublicVersion.array()
    .parse(await (await api.get('/api/versions')).json())
    .map((v) => `${v.name}${v.current ? ' (current)' : ''}`);
const records = async () => VersionRecord.array().parse(await (await admin.get('/api/admin/versions')).json());
const audited = async (action: string) => (await api.deps.models.AuditEntry.find({ action }).lean()).map((entry) => entry.target);

async function save(version: string | undefined, articleId: string, html: string): Promise<Response> {
  return admin.send('POST', '/api/admin/save-revision', { articleId, content: html, ...(version && { version }) });
}

async function publishIn(version: string | undefined, articleId: string, html: string): Promise<Revision> {
  const saved = Revision.parse(await (await save(version, articleId, html)).json());
  expect((await admin.send('POST', `/api/admin/publish-revision/${saved.id}`)).status).toBe(200);
  return saved;
}

async function newArticle(slug: string): Promise<Ref> {
  const created = await admin.send('POST', '/api/admin/articles', {
    title: `Release ${slug}`,
    slug,
    categoryId: publishedArticles(api.deps.readModel)[0]!.categoryId,
  });
  expect(created.status).toBe(201);
  return { _id: ((await created.json()) as { id: string }).id, slug };
}

beforeAll(async () => {
  [edited, takenOff, keptOld] = publishedArticles(api.deps.readModel).slice(0, 3) as unknown as [Ref, Ref, Ref];
  expect((await admin.send('POST', '/api/admin/versions', { name: '2.0', status: 'beta', mainLineName: '1.0' })).status).toBe(201);
  await publishIn('2.0', edited._id, '<h2>Next</h2><p>The quokkaphant pipeline of release 2.0.</p>');
  expect((await admin.send('POST', `/api/admin/articles/${takenOff._id}/unpublish?version=2.0`)).status).toBe(200);
  forkOnly = await newArticle('release-fork-only');
  await publishIn('2.0', forkOnly._id, '<p>The ocelotine switch, new in 2.0.</p>');
  // After the fork was made, the main line moves on: the fork keeps the article as it was; a new article is the main line's only.
  await publishIn(undefined, keptOld._id, '<p>The xylographic fix of release 1.0.</p>');
  mainOnly = await newArticle('release-main-only');
  await publishIn(undefined, mainOnly._id, '<p>The marmoset note of release 1.0.</p>');
});

describe('"Make current" (a release)', () => {
  it('a fork that is made current is what readers get at the default URLs; the main line as it was stays readable as a deprecated version', async () => {
    const before = { edited: await contentOf(`/api/articles/${edited.slug}`), keptOld: await contentOf(`/api/articles/${keptOld.slug}?version=2.0`) };
    const made = MadeCurrent.parse(await (await admin.send('POST', '/api/admin/versions/2.0/make-current')).json());
    expect(made).toEqual({ current: '2.0', kept: '1.0', published: 3, unpublished: 2 });
    expect(await publicNames()).toEqual(['2.0 (current)', '1.0']);
    expect((await records()).map((r) => [r.name, r.status, r.mainLine])).toEqual([
      ['2.0', 'current', true],
      ['1.0', 'deprecated', false],
    ]);
    // The default URLs (and the new current name) show what 2.0 showed.
    expect(await contentOf(`/api/articles/${edited.slug}`)).toContain('quokkaphant');
    expect(await contentOf(`/api/articles/${edited.slug}?version=2.0`)).toContain('quokkaphant');
    // Its links led into 2.0 while it was a fork (0192); now 2.0 is the current docs, whose links have no prefix.
    expect(before.keptOld).toContain('href="/v/2.0/article/');
    expect(await contentOf(`/api/articles/${keptOld.slug}`)).toBe(before.keptOld.replaceAll('href="/v/2.0/article/', 'href="/article/'));
    expect(await contentOf(`/api/articles/${forkOnly.slug}`)).toContain('ocelotine');
    expect(await statusOf(`/api/articles/${takenOff.slug}`)).toBe(410);
    expect(await statusOf(`/api/articles/${mainOnly.slug}`)).toBe(410);
    // 1.0 is the main line as it was.
    expect(await contentOf(`/api/articles/${edited.slug}?version=1.0`)).toBe(before.edited);
    expect(await contentOf(`/api/articles/${keptOld.slug}?version=1.0`)).toContain('xylographic');
    expect(await contentOf(`/api/articles/${mainOnly.slug}?version=1.0`)).toContain('marmoset');
    expect(await statusOf(`/api/articles/${takenOff.slug}?version=1.0`)).toBe(200);
    expect(await statusOf(`/api/articles/${forkOnly.slug}?version=1.0`)).toBe(404);
    // Search follows: the main line's index has 2.0's words, 1.0's own entries its old ones.
    const search = async (query: string) => ((await (await api.get(query)).json()) as { slug: string }[]).map((r) => r.slug);
    expect(await search('/api/search?q=quokkaphant')).toEqual([edited.slug]);
    expect(await search('/api/search?q=marmoset')).toEqual([]);
    expect(await search('/api/search?q=marmoset&version=1.0')).toEqual([mainOnly.slug]);
    // The fork's revisions are the main line's history now.
    const history = Revision.array().parse(await (await admin.get(`/api/admin/revisions/${edited._id}`)).json());
    expect(history.find((r) => r.isPublished)?.content).toContain('quokkaphant');
    expect(await audited('version.release')).toEqual([expect.stringMatching(/name:2\.0 kept:1\.0 published:3 unpublished:2$/)]);
  });

  it('a restart reads the release from the database', async () => {
    const restarted = new ReadModel();
    await restarted.load(api.deps.models);
    expect(restarted.versions.publicList()).toEqual([
      { name: '2.0', status: 'current', current: true },
      { name: '1.0', status: 'deprecated', current: false },
    ]);
    expect(restarted.edition().slugState(edited.slug)).toMatchObject({ kind: 'live', article: { content: expect.stringContaining('quokkaphant') } });
    expect(restarted.edition('1.0').slugState(takenOff.slug)).toMatchObject({ kind: 'live' });
    expect(restarted.edition('1.0').slugState(edited.slug)).toMatchObject({ kind: 'live', article: { content: expect.not.stringContaining('quokkaphant') } });
  });

  it('two releases of one fork at once: one is made, the other then finds 3.0 already current', async () => {
    expect((await admin.send('POST', '/api/admin/versions', { name: '3.0', status: 'beta' })).status).toBe(201);
    const answers = await Promise.all([0, 1].map(async () => json(await admin.send('POST', '/api/admin/versions/3.0/make-current'))));
    expect(answers.map((r) => [r.status, r.body.error]).sort()).toEqual([
      [200, undefined],
      [409, "'3.0' is already the current version"],
    ]);
    expect((await records()).map((r) => [r.name, r.status])).toEqual([
      ['3.0', 'current'],
      ['2.0', 'deprecated'],
      ['1.0', 'deprecated'],
    ]);
  });

  it('the main line is already current (409); an Editor may not release (403); a malformed name is a 400 with its field', async () => {
    expect(await json(await admin.send('POST', '/api/admin/versions/3.0/make-current'))).toMatchObject({
      status: 409,
      body: { error: "'3.0' is already the current version", code: 'conflict' },
    });
    expect((await team.editor.send('POST', '/api/admin/versions/2.0/make-current')).status).toBe(403);
    expect(await json(await admin.send('POST', '/api/admin/versions/not%20a%20name/make-current'))).toMatchObject({
      status: 400,
      body: { code: 'validation', details: expect.anything() },
    });
    expect(await json(await admin.send('PATCH', '/api/admin/versions/2.0', { status: 'current' }))).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('Make current') },
    });
  });
});

describe('"Archive"', () => {
  it('an archived version is read by its URL only, and refuses saves, publishes and unpublishes with a 409 that says why', async () => {
    expect((await admin.send('PATCH', '/api/admin/versions/1.0', { status: 'archived' })).status).toBe(200);
    expect(await publicNames()).toEqual(['3.0 (current)', '2.0']);
    expect(await statusOf(`/api/articles/${mainOnly.slug}?version=1.0`)).toBe(200);
    const where = (await (await api.get(`/api/articles/${keptOld.slug}/versions`)).json()) as { name: string }[];
    expect(where.map((v) => v.name)).toEqual(['3.0', '2.0']);
    const refusal = {
      status: 409,
      body: { error: "Version '1.0' is archived, so it is read-only: give it another status to change its articles", code: 'conflict' },
    };
    expect(await json(await save('1.0', keptOld._id, '<p>Too late.</p>'))).toMatchObject(refusal);
    expect(await json(await admin.send('POST', `/api/admin/articles/${keptOld._id}/unpublish?version=1.0`))).toMatchObject(refusal);
    const inMain = Revision.parse(await (await save(undefined, keptOld._id, '<p>A main-line revision.</p>')).json());
    expect(await json(await admin.send('POST', `/api/admin/publish-revision/${inMain.id}?version=1.0`))).toMatchObject(refusal);
    expect((await admin.send('POST', '/api/admin/versions/1.0/make-current')).status).toBe(409);
    expect((await admin.send('PATCH', '/api/admin/versions/1.0', { status: 'deprecated' })).status).toBe(200);
    expect((await save('1.0', keptOld._id, '<p>Unarchived, it takes saves again.</p>')).status).toBe(200);
    expect(await audited('version.update')).toContain(`version:${(await records()).find((r) => r.name === '1.0')!.id} status: deprecated -> archived`);
  });
});

describe('"Delete"', () => {
  it('deletes a fork: its URLs, rows and search entries go, here and on another instance; audited', async () => {
    await publishIn('2.0', edited._id, '<p>The wombatine patch of 2.0.</p>');
    const other = new ReadModel();
    await other.load(api.deps.models);
    const fork = (await records()).find((r) => r.name === '2.0')!;
    expect(fork.changedCount).toBe(1);
    const indexed = api.deps.readModel.searchIndex.size;
    expect(await json(await admin.send('DELETE', '/api/admin/versions/2.0'))).toEqual({ status: 200, body: { ok: true } });
    expect(await json(await api.get(`/api/articles/${edited.slug}?version=2.0`))).toMatchObject({ status: 404, body: { code: 'versionNotFound' } });
    expect(await publicNames()).toEqual(['3.0 (current)', '1.0']);
    expect(await api.deps.models.VersionArticle.countDocuments({ versionId: fork.id })).toBe(0);
    expect(api.deps.readModel.searchIndex.size).toBe(indexed - 1);
    expect(await (await api.get('/api/search?q=wombatine&version=3.0')).json()).toEqual([]);
    expect(await audited('version.delete')).toEqual([`version:${fork.id} name:2.0 articles:${fork.articleCount} changed:${fork.changedCount}`]);
    // Another instance follows the event log's `version:<id>`.
    expect(other.versions.byName('2.0')).toBeDefined();
    await applyVersionChange(api.deps.models, other, `version:${fork.id}`);
    expect(other.versions.byName('2.0')).toBeUndefined();
    expect(other.versions.overlay(fork.id)).toBeUndefined();
  });

  it('two deletes of one fork at once: one deletes it, the other finds no such version', async () => {
    expect((await admin.send('POST', '/api/admin/versions', { name: '0.1', status: 'hidden' })).status).toBe(201);
    const answers = await Promise.all([0, 1].map(async () => json(await admin.send('DELETE', '/api/admin/versions/0.1'))));
    expect(answers.map((r) => [r.status, r.body.code]).sort()).toEqual([
      [200, undefined],
      [404, 'versionNotFound'],
    ]);
    expect(await api.deps.models.Version.countDocuments({ name: '0.1' })).toBe(0);
    expect(await audited('version.delete')).toHaveLength(2);
  });

  it('the main line is never deleted (409); an Editor may not delete (403); an unknown version is 404', async () => {
    expect(await json(await admin.send('DELETE', '/api/admin/versions/3.0'))).toMatchObject({
      status: 409,
      body: { error: "'3.0' is the main line, the current version: it cannot be deleted" },
    });
    expect((await team.editor.send('DELETE', '/api/admin/versions/1.0')).status).toBe(403);
    expect(await json(await admin.send('DELETE', '/api/admin/versions/9.9'))).toMatchObject({ status: 404, body: { code: 'versionNotFound' } });
    expect(await publicNames()).toEqual(['3.0 (current)', '1.0']);
  });
});

describe('"Make current" while it runs, and when it fails', () => {
  it('nothing can be saved into the fork while it is released', async () => {
    expect((await admin.send('POST', '/api/admin/versions', { name: '4.0', status: 'beta' })).status).toBe(201);
    await publishIn('4.0', keptOld._id, '<p>The tapirine table of 4.0.</p>');
    // The release waits for the article's write lease, held here while a save into 4.0 is tried.
    const { release, during } = await new Leases(api.deps.conn).hold(`article:${keptOld._id}`, async () => {
      const started = admin.send('POST', '/api/admin/versions/4.0/make-current');
      await vi.waitFor(() => expect(api.deps.readModel.versions.byName('4.0')?.status).toBe('archived'), { timeout: 10_000 });
      return { release: started, during: await json(await save('4.0', edited._id, '<p>Too early.</p>')) };
    });
    expect(during).toMatchObject({ status: 409, body: { error: expect.stringContaining("Version '4.0' is archived, so it is read-only") } });
    expect(MadeCurrent.parse(await (await release).json())).toEqual({ current: '4.0', kept: '3.0', published: 1, unpublished: 0 });
    expect(await contentOf(`/api/articles/${keptOld.slug}`)).toContain('tapirine');
  });

  it('a release that fails gives the fork its status back and keeps the copy of the docs before it', async () => {
    expect((await admin.send('POST', '/api/admin/versions', { name: '4.5', status: 'beta' })).status).toBe(201);
    const lost = await publishIn('4.5', edited._id, '<p>The okapine note of 4.5.</p>');
    await api.deps.models.Revision.deleteOne({ _id: lost.id });
    expect(await json(await admin.send('POST', '/api/admin/versions/4.5/make-current'))).toMatchObject({
      status: 404,
      body: { error: `No revision with id '${lost.id}'` },
    });
    const after = await records();
    expect(after.find((r) => r.name === '4.5')).toMatchObject({ status: 'beta', mainLine: false });
    expect(after.find((r) => r.mainLine)?.name).toBe('4.0');
    expect(after.filter((r) => r.name.startsWith('kept-')).map((r) => r.status)).toEqual(['deprecated']);
  });
});
