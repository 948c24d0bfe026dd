import { AdminCategory, Article, Revision, SearchResult } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';
import { createArticle } from '../../../../test/factories';

const api = testApiForFile();
const admin = adminForFile(api, 'Rita Reviser');
let article: Article;

beforeAll(async () => {
  article = await createArticle(api);
});

const save = async (content: string, articleId = article.id) => admin.send('POST', '/api/admin/save-revision', { articleId, content });
const saved = async (content: string) => Revision.parse(await (await save(content)).json());
const list = async (articleId = article.id) => z.array(Revision).parse(await (await admin.get(`/api/admin/revisions/${articleId}`)).json());

describe('GET /api/admin/live-articles', () => {
  it('answers the category tree with own-plus-descendant counts and each article with its live content', async () => {
    const response = await admin.get('/api/admin/live-articles');
    expect(response.status).toBe(200);
    const tree = z.array(AdminCategory).parse(await response.json());
    const count = (node: AdminCategory): number => {
      const total = node.articles.length + node.children.reduce((sum, child) => sum + count(child), 0);
      expect(node.articleCount).toBe(total);
      return total;
    };
    expect(tree.reduce((sum, node) => sum + count(node), 0)).toBe(api.deps.readModel.stats().articles);
    const flat = (nodes: AdminCategory[]): AdminCategory['articles'] => nodes.flatMap((node) => [...node.articles, ...flat(node.children)]);
    const entry = flat(tree).find((a) => a.id === article.id);
    expect(entry).toEqual({ id: article.id, title: article.title, slug: article.slug, content: article.content });
  });
});

describe('save-revision and revisions', () => {
  it('an article without revisions has an empty list; unknown and malformed ids answer 404 and 400', async () => {
    expect(await list()).toEqual([]);
    const unknown = randomUUID();
    const missing = await admin.get(`/api/admin/revisions/${unknown}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: `No article with id '${unknown}'`, code: 'notFound' });
    expect((await admin.get('/api/admin/revisions/not-a-uuid')).status).toBe(400);
  });

  it('saves sanitised content with the admin name and time; lists revisions newest first', async () => {
    const before = Date.now();
    const first = await saved('<h2>First</h2><p onclick="alert(1)">one</p><script>alert(1)</script>');
    expect(first).toMatchObject({ articleId: article.id, adminName: 'Rita Reviser', isPublished: false, content: '<h2>First</h2><p>one</p>' });
    expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 5);
    const second = await saved('<h2>Second</h2><p>two</p>');
    expect((await list()).map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it('answers 404 for an unknown article and 400 for empty, missing or oversized content', async () => {
    const unknown = randomUUID();
    const response = await save('<p>x</p>', unknown);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `No article with id '${unknown}'`, code: 'notFound' });
    const empty = await save('<script>alert(1)</script>');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'Content is empty after removing unsafe markup', code: 'validation' });
    expect((await admin.send('POST', '/api/admin/save-revision', { articleId: article.id })).status).toBe(400);
    const huge = await save('x'.repeat(1_000_001));
    expect(huge.status).toBe(400);
    expect((await huge.json()).error).toBe('Invalid body: Content is too large');
  });
});

/** What the admin editor writes with every toolbar feature (admin-console/src/editor/html/toHtml.ts). */
const EDITOR_HTML = [
  '<h2 style="text-align: center;">Heading <strong>bold</strong> <em>italic</em> <u>underline</u> <s>struck</s> H<sub>2</sub>O x<sup>2</sup></h2>',
  '<p style="margin-left: 2em;" dir="rtl"><span style="color: rgb(200, 0, 0); font-size: 18px; font-family: Georgia;">styled</span> <a href="https://example.com/a" target="_blank">link</a> & more</p>',
  '<ol><li>first</li></ol><ul><li>second</li></ul><blockquote>quoted</blockquote>',
  '<pre><code>const a = 1 &lt; 2;</code></pre>',
  '<figure><img src="/media/a.png" alt="An image"></figure>',
  '<iframe class="video" src="https://www.youtube.com/embed/abc" width="560" height="315" frameborder="0" allowfullscreen="true"></iframe>',
  '<p>Formula <span class="formula" data-formula="x^2">x^2</span></p>',
  '<table><tbody><tr><td>cell</td></tr></tbody></table>',
].join('');

describe('save-revision refuses a save that would lose text', () => {
  it('a crafted <noscript> payload answers 422 quoting the lost text and saves nothing', async () => {
    const before = (await list()).map((r) => r.id);
    const response = await save('<p>Intro kept</p><noscript><p title="</noscript>"></noscript><p>Calibrate the lens after every firmware update.</p>');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Not saved: removing unsafe markup would also remove this text: "Calibrate the lens after every firmware update."',
      code: 'contentLost',
      details: { lost: 'Calibrate the lens after every firmware update.' },
    });
    expect((await list()).map((r) => r.id)).toEqual(before);
  });

  it('a long loss is quoted in a short excerpt; a forbidden tag whose text is kept is not a loss', async () => {
    const lost = await save(`<p>Kept</p><noscript>${'lost words '.repeat(30)}</noscript>`);
    expect(lost.status).toBe(422);
    expect((await lost.json()).details.lost).toMatch(/^lost words .{60,}…$/);
    const kept = await save('<p>Press <button onclick="alert(1)">Go</button> now</p>');
    expect(kept.status).toBe(200);
    expect((await kept.json()).content).toBe('<p>Press Go now</p>');
  });

  it('ordinary editor HTML with every toolbar feature saves as written', async () => {
    const response = await save(EDITOR_HTML);
    expect(response.status).toBe(200);
    const revision = Revision.parse(await response.json());
    expect(revision.content).toContain('styled</span>');
    expect(revision.content).toContain('<iframe class="video" src="https://www.youtube.com/embed/abc"');
    expect(revision.content).toContain('rel="noopener noreferrer"');
    expect((await list())[0]!.id).toBe(revision.id);
  });
});

describe('publish-revision', () => {
  const publish = (id: string) => admin.send('POST', `/api/admin/publish-revision/${id}`);
  const live = async () => Article.parse(await (await api.get(`/api/articles/${article.slug}`)).json());
  const published = async () => (await list()).filter((r) => r.isPublished).map((r) => r.id);

  it('copies the revision through the pipeline into the live article, visible at once on the public API', async () => {
    const revision = await saved(`<h2>Fresh Start</h2><p>${'word '.repeat(450)}</p><h3>Deeper Detail</h3><p>more</p>`);
    const response = await publish(revision.id);
    expect(response.status).toBe(200);
    expect(Revision.parse(await response.json())).toEqual({ ...revision, isPublished: true, publishedBy: { personId: null, adminName: 'Rita Reviser' } });
    const after = await live();
    expect(after.content).toContain('<h2 id="fresh-start">Fresh Start</h2>');
    expect(after.tableOfContents).toEqual([
      { id: 'fresh-start', title: 'Fresh Start', level: 2, children: [{ id: 'deeper-detail', title: 'Deeper Detail', level: 3, children: [] }] },
    ]);
    expect(after.readingTime).toBe(2);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(article.updatedAt));
    expect(await published()).toEqual([revision.id]);
    // Other instances reload it: the publish's own event names it.
    expect(await api.deps.models.AuditEntry.countDocuments({ action: 'revision.publish', changed: article.id })).toBe(1);
  });

  it('the search index finds the published words right after the call returns', async () => {
    const query = 'zyxophone';
    const before = await (await api.get(`/api/search?q=${query}`)).json();
    expect(before).toEqual([]);
    const revision = await saved(`<h2>Zyxophone Calibration</h2><p>Calibrate the zyxophone before the show.</p>`);
    expect((await publish(revision.id)).status).toBe(200);
    const results = z.array(SearchResult).parse(await (await api.get(`/api/search?q=${query}`)).json());
    expect(results.map((r) => r.slug)).toEqual([article.slug]);
  });

  it('makes the newly published revision the only published one; publishing it again changes nothing', async () => {
    const revision = await saved('<h2>Second Publish</h2><p>text</p>');
    expect((await publish(revision.id)).status).toBe(200);
    expect(await published()).toEqual([revision.id]);
    const once = await live();
    const again = await publish(revision.id);
    expect(again.status).toBe(200);
    expect(await live()).toEqual(once);
    expect(await published()).toEqual([revision.id]);
  });

  it('answers 404 for an unknown revision and 400 for a malformed id', async () => {
    const unknown = randomUUID();
    const response = await publish(unknown);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `No revision with id '${unknown}'`, code: 'notFound' });
    expect((await publish('nope')).status).toBe(400);
  });

  it('concurrent publishes of one article: only the newest revision publishes (the others are 409), and it matches the live content', async () => {
    const revisions = await Promise.all([1, 2, 3, 4, 5].map((n) => saved(`<h2>Race ${n}</h2><p>racer ${n}</p>`)));
    const results = await Promise.all([...revisions, ...revisions].map((r) => publish(r.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409, 409, 409]);
    const flagged = await published();
    expect(flagged).toHaveLength(1);
    const winner = revisions.findIndex((r) => r.id === flagged[0]);
    expect(results.filter((r, i) => r.status === 200 && i % revisions.length === winner)).toHaveLength(2);
    expect((await live()).content).toBe(`<h2 id="race-${winner + 1}">Race ${winner + 1}</h2><p>racer ${winner + 1}</p>`);
    // The winner's fields are in the article before its answer (the commit point of publishRevision).
    expect((await api.deps.models.Article.findById(article.id).lean())?.publishedRevisionId).toBe(flagged[0]);
  });
});
