import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../../api/test/admin';
import { createArticle } from '../../../api/test/factories';
import { testApiForFile } from '../../../api/test/harness';
import { testSiteForFile } from '../../test/testSite';

const ORIGIN = 'https://kb.example.com';
const api = testApiForFile();
const site = testSiteForFile(api, { PUBLIC_ORIGIN: ORIGIN });

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.base}${path}`, { headers, redirect: 'manual' });

describe('articles as Markdown', () => {
  it('answers /article/<slug>.md with front matter and the converted body', async () => {
    const article = await createArticle(api, {
      title: 'Markdown Check',
      content: '<h2>Wiring</h2><p><img src="/media/rig.png" alt="Rig"></p><blockquote><p><strong>Best Practice:</strong> Label every cable.</p></blockquote>',
    });
    const response = await get(`/article/${article.slug}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    const md = await response.text();
    const category = api.deps.readModel.categoryNames(article.id);
    expect(md).toBe(
      [
        '---',
        'title: "Markdown Check"',
        'description: ""',
        `category_path: [${category.map((name) => JSON.stringify(name)).join(', ')}]`,
        `updated: "${article.updatedAt}"`,
        `canonical_url: "${ORIGIN}/article/${article.slug}"`,
        '---',
        '',
        '# Markdown Check',
        '',
        '## Wiring',
        '',
        `![Rig](${ORIGIN}/media/rig.png)`,
        '',
        '> **Best Practice:** Label every cable.',
        '',
      ].join('\n'),
    );
    const again = await get(`/article/${article.slug}.md`, { 'If-None-Match': response.headers.get('etag')!, 'Cache-Control': 'max-age=0' });
    expect([again.status, await again.text()]).toEqual([304, '']);
  });

  it('answers Accept: text/markdown on the article address with the same Markdown, and browsers with HTML', async () => {
    const article = await createArticle(api);
    const md = await get(`/article/${article.slug}`, { Accept: 'text/markdown' });
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toMatch(/Accept(,|$)/);
    expect(await md.text()).toBe(await (await get(`/article/${article.slug}.md`)).text());
    const html = await get(`/article/${article.slug}`, { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('redirects an old slug to the current Markdown and says 404 for an unknown one', async () => {
    expect((await get('/article/no-such-article.md')).status).toBe(404);
    const article = await createArticle(api);
    const { sessionToken: token } = await signIn(api);
    const admin = asAdmin(api, token);
    const renamed = `${article.slug}-renamed`;
    const settings = await admin.send('PATCH', `/api/admin/articles/${article.id}`, { slug: renamed });
    expect(settings.status).toBe(200);
    const moved = await get(`/article/${article.slug}.md`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/article/${renamed}.md`);
  });

  it('shows a publish at once: the new revision is converted', async () => {
    const article = await createArticle(api);
    expect(await (await get(`/article/${article.slug}.md`)).text()).toContain('An article made by the test factory');
    await publish(article.id, '<p>Rewritten with <code>kbctl</code>.</p>');
    const md = await (await get(`/article/${article.slug}.md`)).text();
    expect(md).toContain('Rewritten with `kbctl`.');
    expect(md).not.toContain('test factory');
  });
});

/** A revision saved and published over the admin API, as an editor does it. */
async function publish(articleId: string, content: string) {
  const { sessionToken } = await signIn(api);
  const admin = asAdmin(api, sessionToken);
  const saved = await admin.send('POST', '/api/admin/save-revision', { articleId, content });
  expect(saved.status).toBe(200);
  const { id } = (await saved.json()) as { id: string };
  expect((await admin.send('POST', `/api/admin/publish-revision/${id}`)).status).toBe(200);
}

describe('llms.txt and llms-full.txt', () => {
  it('llms.txt has the product, a summary and one section per top-level category linking to the Markdown pages', async () => {
    const response = await get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Skyframe Studio Knowledge Base\n\n> Guides, how-tos and troubleshooting for Skyframe Studio[^\n]+\n/);
    const roots = api.deps.readModel.categoryTree().filter((root) => root.articleCount > 0);
    expect(text.match(/^## .+$/gm)).toEqual(roots.map((root) => `## ${root.name}`));
    const genlock = api.deps.readModel.articleBySlug('genlock-and-timecode-setup')!;
    expect(text).toContain(`- [${genlock.title}](${ORIGIN}/article/genlock-and-timecode-setup.md): ${genlock.metaDescription}\n`);
    const links = [...text.matchAll(/\]\(https:\/\/kb\.example\.com(\/article\/[^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(api.deps.readModel.stats().articles);
    for (const link of links.slice(0, 5)) expect((await get(link)).status).toBe(200);
  });

  it('llms-full.txt holds every published article, compressed, with an ETag', async () => {
    const response = await get('/llms-full.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const text = await response.text();
    expect(text.match(/^canonical_url: /gm)).toHaveLength(api.deps.readModel.stats().articles);
    expect(text).toContain(await (await get('/article/genlock-and-timecode-setup.md')).text());
    // A client that accepts no compression gets the same text, unpacked as it is sent.
    const plain = await get('/llms-full.txt', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(response.headers.get('etag'));
    expect(await plain.text()).toBe(text);
    const etag = response.headers.get('etag')!;
    // Simultaneous readers share one preparation and get the same file.
    const together = await Promise.all(Array.from({ length: 8 }, () => get('/llms-full.txt', { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' })));
    expect(together.map((r) => r.status)).toEqual(Array(8).fill(304));
  });

  it('both are current within 5 s of a publish', async () => {
    const article = await createArticle(api, { title: 'Before The Change' });
    const before = await (await get('/llms-full.txt')).text();
    expect(before).toContain('test factory');
    await publish(article.id, '<p>Freshly published words about anamorphic lenses.</p>');
    const published = Date.now();
    await expect
      .poll(async () => (await (await get('/llms-full.txt')).text()).includes('Freshly published words about anamorphic lenses.'), { timeout: 5000 })
      .toBe(true);
    await expect.poll(async () => (await (await get('/llms.txt')).text()).includes(`/article/${article.slug}.md`), { timeout: 5000 }).toBe(true);
    expect(Date.now() - published).toBeLessThan(5000);
  });
});

describe('Atom feeds', () => {
  const feedOf = async (path: string) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const doc = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    return doc;
  };
  const entries = (doc: Document) =>
    [...doc.querySelectorAll('entry')].map((e) => ({ title: e.querySelector('title')!.textContent, href: e.querySelector('link')!.getAttribute('href') }));

  it('/feed.xml lists the most recently published and updated articles, newest first, and pages link it from their head', async () => {
    const article = await createArticle(api, { title: 'Newest In The Feed' });
    const doc = await feedOf('/feed.xml');
    expect(doc.querySelector('feed > title')!.textContent).toBe('Skyframe Studio Knowledge Base');
    expect(doc.querySelector('feed > link[rel="self"]')!.getAttribute('href')).toBe(`${ORIGIN}/feed.xml`);
    const listed = entries(doc);
    expect(listed.length).toBe(Math.min(30, api.deps.readModel.stats().articles));
    expect(listed[0]).toEqual({ title: 'Newest In The Feed', href: `${ORIGIN}/article/${article.slug}` });
    const updated = [...doc.querySelectorAll('entry > updated')].map((u) => u.textContent!);
    expect(updated).toEqual([...updated].sort().reverse());
    const page = new JSDOM(await (await get('/article/genlock-and-timecode-setup')).text()).window.document;
    expect(page.head.querySelector('link[rel="alternate"][type="application/atom+xml"][href="/feed.xml"]')).not.toBeNull();
  });

  it("article pages link their category's feed as well as the site's, and that feed lists the article", async () => {
    const slug = 'genlock-and-timecode-setup';
    const way = api.deps.readModel.sidebar().pathTo(slug)!;
    const category = way.categories.at(-1)!.category;
    const page = new JSDOM(await (await get(`/article/${slug}`)).text()).window.document;
    const feeds = [...page.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((l) => [
      l.getAttribute('title'),
      l.getAttribute('href'),
    ]);
    expect(feeds.sort()).toEqual([
      [`${category.name} | Skyframe Studio Knowledge Base`, `/feed/${category.slug}.xml`],
      ['Skyframe Studio Knowledge Base', '/feed.xml'],
    ]);
    expect(entries(await feedOf(`/feed/${category.slug}.xml`)).map((e) => e.href)).toContain(`${ORIGIN}/article/${slug}`);
    const home = new JSDOM(await (await get('/')).text()).window.document;
    expect(home.head.querySelectorAll('link[type="application/atom+xml"]')).toHaveLength(1);
  });

  it('/feed/<category>.xml holds only that category and its sub-categories; an unknown one is 404', async () => {
    const root = api.deps.readModel.categoryTree().find((c) => c.children.length > 0 && c.articleCount > 0)!;
    const doc = await feedOf(`/feed/${root.slug}.xml`);
    expect(doc.querySelector('feed > title')!.textContent).toBe(`${root.name} | Skyframe Studio Knowledge Base`);
    const inRoot = new Set<string>();
    const collect = (c: typeof root): void => {
      c.articles.forEach((a) => inRoot.add(`${ORIGIN}/article/${a.slug}`));
      c.children.forEach(collect);
    };
    collect(root);
    const listed = entries(doc);
    expect(listed.length).toBe(Math.min(30, inRoot.size));
    for (const entry of listed) expect(inRoot.has(entry.href!)).toBe(true);
    expect((await get('/feed/no-such-category.xml')).status).toBe(404);
  });
});
