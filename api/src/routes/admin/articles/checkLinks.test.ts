import { ArticleSettings, Category, LinkCheck, Revision } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { html, redirect, startTestServer, type TestServer } from '../../../../test/testServer';

let api: TestApi;
let admin: AdminClient;
let remote: TestServer;
let categoryId: string;
/** Lets the slow page answer. */
let releaseSlow: () => void = () => {};

beforeAll(async () => {
  api = await startTestApi({ env: { ANALYSIS_ALLOW_LOOPBACK: true } });
  admin = asAdmin(api, (await signIn(api, 'Lina Links')).sessionToken);
  categoryId = z.array(Category).parse(await (await api.get('/api/categories')).json())[0]!.id;
  remote = await startTestServer();
  remote.route('/fine', html('<p>fine</p>'));
  remote.route('/file.pdf', html('%PDF', 'application/pdf'));
  remote.route('/moved', redirect('/landing', 301));
  remote.route('/landing', html('<p>landed</p>'));
  remote.route('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
  const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
  remote.route('/slow', (_request, response) => void slow.then(() => response.writeHead(200).end('late')));
});
afterAll(async () => {
  releaseSlow();
  await remote.close();
  await api.close();
});

const json = async <T>(schema: z.ZodType<T>, response: Response | Promise<Response>) => schema.parse(await (await response).json());
const article = async (title: string, slug: string, content?: string) => {
  const created = await json(ArticleSettings, admin.send('POST', '/api/admin/articles', { title, slug, categoryId }));
  if (content !== undefined) {
    const revision = await json(Revision, admin.send('POST', '/api/admin/save-revision', { articleId: created.id, content }));
    expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
  }
  return created;
};
const check = (articleId: string, content: string) => admin.send('POST', '/api/admin/check-links', { articleId, content });

describe('Check links: internal links', () => {
  it('lists links to missing, redirected and off-site articles and to missing #anchors, with the fix for a redirect', async () => {
    const target = await article('Heron Wiring', 'heron-wiring', '<h2>Power supply</h2><p>Heron wiring steps.</p>');
    const moved = await article('Heron Old Name', 'heron-old-name', '<p>Heron renamed.</p>');
    expect((await admin.send('PATCH', `/api/admin/articles/${moved.id}`, { slug: 'heron-new-name' })).status).toBe(200);
    const draft = await article('Heron Draft', 'heron-draft');
    const own = await article('Heron Overview', 'heron-overview');
    const content = [
      '<h2>Local part</h2>',
      '<p><a href="/article/heron-wiring#power-supply">fine with anchor</a>',
      '<a href="/article/lens-calibration-basics">seed article</a>',
      `<a href="/article/${target.id}">by id</a>`,
      '<a href="#local-part">own anchor</a>',
      '<a href="/search?q=heron">not an article</a>',
      '<a href="/article/heron-wiring#grounding">bad anchor</a>',
      '<a href="/article/heron-old-name#intro">old slug</a>',
      '<a href="/articles/no-such-heron">nowhere</a>',
      '<a href="/article/heron-draft">a draft</a>',
      '<a href="#missing-here">own bad anchor</a></p>',
    ].join('');
    const result = await json(LinkCheck, check(own.id, content));
    expect(result.internalCount).toBe(9);
    expect(result.problems).toEqual([
      {
        href: '/article/heron-wiring#grounding',
        text: 'bad anchor',
        problem: 'missingAnchor',
        message: "“Heron Wiring” has no heading or anchor '#grounding'",
        fixedHref: null,
      },
      {
        href: '/article/heron-old-name#intro',
        text: 'old slug',
        problem: 'redirected',
        message: "'heron-old-name' is an old slug of “Heron Old Name”, now /article/heron-new-name",
        fixedHref: '/article/heron-new-name#intro',
      },
      { href: '/articles/no-such-heron', text: 'nowhere', problem: 'missing', message: "No article has the slug or id 'no-such-heron'", fixedHref: null },
      { href: '/article/heron-draft', text: 'a draft', problem: 'offSite', message: '“Heron Draft” is not on the site (draft)', fixedHref: null },
      {
        href: '#missing-here',
        text: 'own bad anchor',
        problem: 'missingAnchor',
        message: "This article has no heading or anchor '#missing-here'",
        fixedHref: null,
      },
    ]);
    expect(result.external).toEqual([]);
    expect(draft.status).toBe('draft');
  });

  it('answers 404 for an unknown article, 400 for bad input and 401 without a session', async () => {
    const unknown = await check(crypto.randomUUID(), '<p>x</p>');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'notFound' });
    const bad = await admin.send('POST', '/api/admin/check-links', { articleId: 'nope', content: 42 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation' });
    expect((await api.send('POST', '/api/admin/check-links', { articleId: crypto.randomUUID(), content: '' })).status).toBe(401);
  });
});
describe('a link that works through a redirect', () => {
  it('is rewritten to the current slug for readers when the article is published, as is a link by article id; the revision keeps what was written', async () => {
    const renamed = await article('Osprey Old Title', 'osprey-old-title', '<h2>Wiring</h2><p>Osprey steps.</p>');
    expect((await admin.send('PATCH', `/api/admin/articles/${renamed.id}`, { slug: 'osprey-new-title' })).status).toBe(200);
    const written = `<p><a href="/article/osprey-old-title#wiring">old slug</a> and <a href="/articles/osprey-old-title">plural</a> and <a href="/article/${renamed.id}#wiring">by id</a></p>`;
    const linking = await article('Osprey Links', 'osprey-links', written);
    const live = (await (await api.get('/api/articles/osprey-links')).json()) as { content: string };
    expect(live.content).toContain('href="/article/osprey-new-title#wiring"');
    expect(live.content).toContain('href="/articles/osprey-new-title"');
    expect(live.content).not.toContain(renamed.id);
    expect(live.content).not.toContain('osprey-old-title');
    const revisions = (await (await admin.get(`/api/admin/revisions/${linking.id}`)).json()) as { content: string }[];
    expect(revisions[0]!.content).toContain('href="/article/osprey-old-title#wiring"');
  });
});

describe('Check links: external links, in the background', () => {
  it('answers at once with pending links, checks them with the SSRF-safe fetcher, caches the results and never holds up a publish', async () => {
    const own = await article('Heron External', 'heron-external');
    const links = ['/fine', '/file.pdf', '/moved', '/gone', '/to-metadata', '/slow'].map((p) => `${remote.origin}${p}`);
    const content = `<p>${links.map((url, i) => `<a href="${url}">link ${i}</a>`).join(' ')}</p>`;

    const started = Date.now();
    const first = await json(LinkCheck, check(own.id, content));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(first.external.map((link) => [link.url, link.state])).toEqual(links.map((url) => [url, 'pending']));

    // A publish while the slow link is still being checked goes through at once.
    const revision = await json(Revision, admin.send('POST', '/api/admin/save-revision', { articleId: own.id, content }));
    const publishStarted = Date.now();
    expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
    expect(Date.now() - publishStarted).toBeLessThan(2000);

    const settled = async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const result = await json(LinkCheck, check(own.id, content));
        if (result.external.filter((link) => link.state === 'pending').length === 1) return result;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('external links were not checked within 10 s');
    };
    const result = await settled();
    const byPath = Object.fromEntries(result.external.map((link) => [new URL(link.url).pathname, link]));
    expect(byPath['/fine']).toMatchObject({ state: 'ok', detail: null, text: 'link 0' });
    expect(byPath['/file.pdf']).toMatchObject({ state: 'ok' });
    expect(byPath['/moved']).toMatchObject({ state: 'ok' });
    expect(byPath['/gone']).toMatchObject({ state: 'broken', detail: 'The server answered HTTP 404' });
    expect(byPath['/to-metadata']!.state).toBe('broken');
    expect(byPath['/to-metadata']!.detail).toMatch(/^Refused: 169\.254\.169\.254 is a link-local address/);
    expect(byPath['/slow']).toMatchObject({ state: 'pending' });
    expect(byPath['/fine']!.checkedAt).not.toBeNull();

    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const hitsBefore = remote.hits.get('/fine');
    const again = await json(LinkCheck, check(own.id, content));
    expect(again.external.find((link) => link.url.endsWith('/slow'))).toMatchObject({ state: 'ok' });
    expect(remote.hits.get('/fine')).toBe(hitsBefore); // cached: not fetched again
    expect(hitsBefore).toBe(1);
  });
});
