import { ArticleSettings, AuditEntry, Category, OffSiteArticle, Revision, SearchResult, SlugCheck, Stats } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';

let api: TestApi;
let admin: AdminClient;
let categoryId: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = asAdmin(api, (await signIn(api, 'Paula Author')).sessionToken);
  categoryId = z.array(Category).parse(await (await api.get('/api/categories')).json())[0]!.id;
});
afterAll(() => api.close());

const json = async <T>(schema: z.ZodType<T>, response: Response | Promise<Response>) => schema.parse(await (await response).json());
const create = (body: Record<string, unknown>) => admin.send('POST', '/api/admin/articles', { categoryId, ...body });
const created = async (title: string, slug: string) => {
  const response = await create({ title, slug });
  expect(response.status).toBe(201);
  return json(ArticleSettings, response);
};
const publish = async (articleId: string, html = '<h2>Setup</h2><p>Zebrafinch calibration steps.</p>') => {
  const revision = await json(Revision, admin.send('POST', '/api/admin/save-revision', { articleId, content: html }));
  expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
  return revision.id;
};
const settings = (id: string, body: Record<string, unknown>) => admin.send('PATCH', `/api/admin/articles/${id}`, body);
const publicGet = (slug: string) => api.get(`/api/articles/${slug}`, { redirect: 'manual' });
const stats = () => json(Stats, api.get('/api/stats'));
const search = (q: string) => json(z.array(SearchResult), api.get(`/api/search?q=${q}`));
const treeSlugs = async () => JSON.stringify(await (await api.get('/api/categories')).json());

describe('New article: a draft until its first publish', () => {
  it('is created as a draft that is not public, not counted, not in the tree or search, and listed off-site for the console', async () => {
    const before = await stats();
    const draft = await created('Zebrafinch Rig Setup', 'zebrafinch-rig-setup');
    expect(draft).toMatchObject({ title: 'Zebrafinch Rig Setup', slug: 'zebrafinch-rig-setup', categoryId, status: 'draft', editorNote: '' });
    expect((await publicGet('zebrafinch-rig-setup')).status).toBe(404);
    expect(await stats()).toEqual(before);
    expect(await treeSlugs()).not.toContain('zebrafinch-rig-setup');
    const offSite = await json(z.array(OffSiteArticle), admin.get('/api/admin/articles/off-site'));
    expect(offSite.find((a) => a.id === draft.id)).toMatchObject({ status: 'draft', content: '' });

    await publish(draft.id);
    expect((await publicGet('zebrafinch-rig-setup')).status).toBe(200);
    expect((await stats()).articles).toBe(before.articles + 1);
    expect(await treeSlugs()).toContain('zebrafinch-rig-setup');
    expect((await search('zebrafinch')).map((r) => r.slug)).toContain('zebrafinch-rig-setup');
    expect((await json(z.array(OffSiteArticle), admin.get('/api/admin/articles/off-site'))).some((a) => a.id === draft.id)).toBe(false);
  });

  it('a duplicate slug is 409 naming the article that has it; bad input is 400; unknown category is 400', async () => {
    const duplicate = await create({ title: 'Another', slug: 'lens-calibration-basics' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: "The slug 'lens-calibration-basics' is already used by the article 'Lens Calibration Basics'" });
    const malformed = await create({ title: 'Bad', slug: 'Bad Slug' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toContain('Slug must be lower-case letters and digits in words joined by -');
    expect((await create({ title: '', slug: 'empty-title' })).status).toBe(400);
    const unknown = await create({ title: 'Nowhere', slug: 'nowhere', categoryId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
  });

  it('a publish writes its article before it answers: the stored article and the settings show it at once', async () => {
    const draft = await created('Quokka Panel Setup', 'quokka-panel-setup');
    const revisionId = await publish(draft.id, '<h2>Quokka</h2><p>Mount the quokka panel.</p>');
    const stored = await api.deps.models.Article.findById(draft.id).lean();
    expect(stored).toMatchObject({ status: 'published', publishedRevisionId: revisionId });
    expect(stored?.content).toContain('Mount the quokka panel.');
    const shown = await json(ArticleSettings, admin.get(`/api/admin/articles/${draft.id}`));
    expect(shown.status).toBe('published');
  });

  it('checks a slug as the admin types: malformed, taken (naming the article), free', async () => {
    const check = (slug: string) => json(SlugCheck, admin.get(`/api/admin/slug-check?slug=${encodeURIComponent(slug)}`));
    expect(await check('Has Spaces')).toMatchObject({ available: false, problem: 'Slug must be lower-case letters and digits in words joined by -' });
    expect(await check('lens-calibration-basics')).toMatchObject({
      available: false,
      problem: "The slug 'lens-calibration-basics' is already used by the article 'Lens Calibration Basics'",
    });
    expect(await check('a-fresh-slug')).toEqual({ slug: 'a-fresh-slug', available: true, problem: null, redirectOf: null });
  });
});

describe('Settings: title, slug, category, order and SEO fields, with 301s from old slugs', () => {
  it('changes every field, audits each old and new value, and answers old slugs with a 301 (chains collapse)', async () => {
    const article = await created('Otter Tracking', 'otter-tracking');
    await publish(article.id, '<h2>Otters</h2><p>Tracking otters.</p>');
    const response = await settings(article.id, {
      title: 'Otter Tracking Guide',
      slug: 'otter-tracking-guide',
      order: 3,
      metaDescription: 'How to track otters',
      seoKeywords: ['otter', 'tracking'],
      semanticTags: ['wildlife'],
    });
    expect(response.status).toBe(200);
    expect(await json(ArticleSettings, response)).toMatchObject({
      title: 'Otter Tracking Guide',
      slug: 'otter-tracking-guide',
      order: 3,
      seoKeywords: ['otter', 'tracking'],
    });
    const live = await publicGet('otter-tracking-guide');
    expect(await live.json()).toMatchObject({ title: 'Otter Tracking Guide', metaDescription: 'How to track otters', semanticTags: ['wildlife'] });

    const moved = await publicGet('otter-tracking');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/articles/otter-tracking-guide');
    expect((await settings(article.id, { slug: 'otter-guide' })).status).toBe(200);
    for (const old of ['otter-tracking', 'otter-tracking-guide']) expect((await publicGet(old)).headers.get('location')).toBe('/api/articles/otter-guide');

    const audit = await json(z.array(AuditEntry), admin.get('/api/admin/audit-log?limit=20'));
    const entry = audit.find((e) => e.action === 'article.settings' && e.target?.includes('title: Otter Tracking -> Otter Tracking Guide'));
    expect(entry?.target).toContain('slug: otter-tracking -> otter-tracking-guide');
    expect(entry?.adminName).toBe('Paula Author');
  });

  it("a new slug that is another article's old slug asks first (409), then takes it over when confirmed", async () => {
    const first = await created('Heron Setup', 'heron-setup');
    await publish(first.id);
    await settings(first.id, { slug: 'heron-setup-v2' });
    const second = await created('Heron Notes', 'heron-notes');
    const shadow = await settings(second.id, { slug: 'heron-setup' });
    expect(shadow.status).toBe(409);
    expect(await shadow.json()).toMatchObject({ details: { redirectOf: { id: first.id, slug: 'heron-setup-v2' } } });
    expect((await json(SlugCheck, admin.get(`/api/admin/slug-check?slug=heron-setup&articleId=${second.id}`))).redirectOf?.id).toBe(first.id);
    expect((await settings(second.id, { slug: 'heron-setup', replaceRedirect: true })).status).toBe(200);
    await publish(second.id);
    expect(await (await publicGet('heron-setup')).json()).toMatchObject({ title: 'Heron Notes' });
  });

  it('a renamed draft leaves no redirect; a taken slug is 409; a bad category is 400', async () => {
    const draft = await created('Draft Owl', 'draft-owl');
    expect((await settings(draft.id, { slug: 'draft-owl-2' })).status).toBe(200);
    expect((await publicGet('draft-owl')).status).toBe(404);
    const taken = await settings(draft.id, { slug: 'lens-calibration-basics' });
    expect(taken.status).toBe(409);
    expect((await settings(draft.id, { categoryId: crypto.randomUUID() })).status).toBe(400);
    expect((await settings(crypto.randomUUID(), { title: 'x' })).status).toBe(404);
  });
});

describe('Unpublish, Restore and delete', () => {
  it('unpublish takes an article off the site with 410 Gone, keeps its revisions; restore brings it back', async () => {
    const article = await created('Kestrel Lighting', 'kestrel-lighting');
    await publish(article.id, '<h2>Kestrel</h2><p>Kestrelglow lighting.</p>');
    const before = await stats();
    const off = await admin.send('POST', `/api/admin/articles/${article.id}/unpublish`);
    expect(await json(ArticleSettings, off)).toMatchObject({ status: 'unpublished' });
    const gone = await publicGet('kestrel-lighting');
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ error: "The article 'kestrel-lighting' has been taken off the site", code: 'gone' });
    expect((await stats()).articles).toBe(before.articles - 1);
    expect(await search('kestrelglow')).toEqual([]);
    expect(await treeSlugs()).not.toContain('kestrel-lighting');
    expect(await json(z.array(Revision), admin.get(`/api/admin/revisions/${article.id}`))).toHaveLength(1);
    expect((await admin.send('POST', `/api/admin/articles/${article.id}/unpublish`)).status).toBe(409);

    const deletePublished = await created('Still Live', 'still-live');
    await publish(deletePublished.id);
    const refused = await admin.send('DELETE', `/api/admin/articles/${deletePublished.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe("The article 'Still Live' is on the site: unpublish it before deleting it");

    expect(await json(ArticleSettings, admin.send('POST', `/api/admin/articles/${article.id}/restore`))).toMatchObject({ status: 'published' });
    expect((await publicGet('kestrel-lighting')).status).toBe(200);
    expect((await search('kestrelglow')).map((r) => r.slug)).toEqual(['kestrel-lighting']);
  });

  it('deletes an unpublished article with its revisions; its slug is then free and 404', async () => {
    const article = await created('Wren Cables', 'wren-cables');
    await publish(article.id);
    await admin.send('POST', `/api/admin/articles/${article.id}/unpublish`);
    expect((await admin.send('DELETE', `/api/admin/articles/${article.id}`)).status).toBe(200);
    expect((await publicGet('wren-cables')).status).toBe(404);
    expect(await api.deps.models.Revision.countDocuments({ articleId: article.id })).toBe(0);
    expect((await json(SlugCheck, admin.get('/api/admin/slug-check?slug=wren-cables'))).available).toBe(true);
  });
});

describe('a rename and a publish of one article at the same moment', () => {
  it('leave it consistent: the new slug, the published content, one published revision', async () => {
    const article = await created('Swift Rename', 'swift-rename');
    await publish(article.id, '<p>first</p>');
    const revision = await json(
      Revision,
      admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content: '<h2>Second</h2><p>second body</p>' }),
    );
    const [renamed, published] = await Promise.all([
      settings(article.id, { slug: 'swift-renamed', title: 'Swift Renamed' }),
      admin.send('POST', `/api/admin/publish-revision/${revision.id}`),
    ]);
    expect([renamed.status, published.status]).toEqual([200, 200]);
    const stored = await api.deps.models.Article.findById(article.id).lean();
    expect(stored).toMatchObject({ slug: 'swift-renamed', title: 'Swift Renamed', publishedRevisionId: revision.id, status: 'published' });
    expect(stored!.content).toContain('second body');
    const live = await (await publicGet('swift-renamed')).json();
    expect(live).toMatchObject({ title: 'Swift Renamed' });
    expect(live.content).toContain('second body');
    expect((await publicGet('swift-rename')).headers.get('location')).toBe('/api/articles/swift-renamed');
  });
});

describe('From concept to article', () => {
  it("Create article: the outline as the first revision, references as a never-public editor's note, and the concept links to it", async () => {
    const concept = await api.deps.models.SavedConcept.create({
      conceptId: crypto.randomUUID(),
      title: 'Puffin Compositing',
      description:
        '<h1>Puffin Compositing</h1>\n<p>Why puffins.</p>\n<h2>Layers</h2>\n<p>To be written.</p>\n<h2>References</h2>\n<ul><li><a href="https://rival.example/puffins?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https://rival.example/puffins</a></li></ul>',
      createdAt: new Date(),
    });
    const response = await create({ title: 'Puffin Compositing', slug: 'puffin-compositing', conceptId: concept._id });
    expect(response.status).toBe(201);
    const article = await json(ArticleSettings, response);
    expect(article).toMatchObject({ status: 'draft', conceptId: concept._id, editorNote: 'https://rival.example/puffins?a=1&b=2' });
    const [first] = await json(z.array(Revision), admin.get(`/api/admin/revisions/${article.id}`));
    expect(first!.content).toContain('<h2>Layers</h2>');
    expect(first!.content).not.toContain('rival.example');
    expect(first!.content).not.toContain('<h1>');

    const savedConcepts = async () => (await (await admin.get('/api/admin/saved-concepts')).json()) as { id: string; article: unknown }[];
    expect((await savedConcepts()).find((c) => c.id === concept._id)?.article).toEqual({
      id: article.id,
      slug: 'puffin-compositing',
      title: 'Puffin Compositing',
      status: 'draft',
    });
    const again = await create({ title: 'Puffin Again', slug: 'puffin-again', conceptId: concept._id });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("This concept already has the article 'Puffin Compositing'");

    expect((await admin.send('POST', `/api/admin/publish-revision/${first!.id}`)).status).toBe(200);
    const publicText = await (await publicGet('puffin-compositing')).text();
    expect(publicText).not.toContain('rival.example');
    expect(publicText).not.toContain('editorNote');
    expect((await savedConcepts()).find((c) => c.id === concept._id)?.article).toMatchObject({ status: 'published' });
  });

  it('Create article twice at once on one concept (a double click, two admins) makes one article', async () => {
    const concept = await api.deps.models.SavedConcept.create({
      conceptId: crypto.randomUUID(),
      title: 'Tern Keying',
      description: '<h1>Tern Keying</h1>\n<p>Why terns.</p>',
      createdAt: new Date(),
    });
    const answers = await Promise.all([
      create({ title: 'Tern Keying', slug: 'tern-keying', conceptId: concept._id }),
      create({ title: 'Tern Keying Again', slug: 'tern-keying-again', conceptId: concept._id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await api.deps.models.Article.countDocuments({ conceptId: concept._id })).toBe(1);
  });
});
