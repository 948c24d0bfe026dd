import { INITIAL_DATA_ELEMENT_ID } from '@kb/api-client';
import { Revision, type Article } from '@kb/contracts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../api/test/admin';
import { startTestApi, type TestApi } from '../../../api/test/harness';
import { seededArticle, translateAndPublish } from '../../../api/test/translations';
import { startTestSiteServer, type TestSite } from '../../test/testSite';

const ORIGIN = 'https://kb.example.com';
let api: TestApi;
let site: TestSite;
let admin: AdminClient;
/** In every version; translated into German. */
let shared: Article;
/** Taken off the site in 4.1 only. */
let notIn41: Article;
/** Taken off the main line after the fork: only 4.1 still has it. */
let only41: Article;
/** Never translated. */
let untranslated: Article;

async function page(path: string) {
  const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  const data = JSON.parse(doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent ?? '[]') as { key: string[]; data: unknown }[];
  return { status: response.status, html, doc, data: (key: string[]) => data.find((entry) => entry.key.join('|') === key.join('|'))?.data };
}

const canonical = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
const banner = (doc: Document) => doc.querySelector('[data-version-banner]');
const note = (doc: Document) => doc.querySelector('article [role="note"]');

async function ok(response: Promise<Response>): Promise<unknown> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${answer.status} ${await answer.text()}`);
  return answer.json();
}

beforeAll(async () => {
  api = await startTestApi();
  site = await startTestSiteServer(api, { PUBLIC_ORIGIN: ORIGIN });
  admin = asAdmin(api, (await signIn(api, 'Eda Editions', '203.0.113.171')).sessionToken);
  [shared, notIn41, only41, untranslated] = (await Promise.all(
    ['genlock-and-timecode-setup', 'lens-calibration-basics', 'what-is-skyframe-studio', 'installing-skyframe-studio-on-a-render-node'].map((slug) =>
      seededArticle(api, slug),
    ),
  )) as [Article, Article, Article, Article];
  await ok(admin.send('POST', '/api/admin/versions', { name: '4.1', status: 'deprecated', mainLineName: '4.2' }));
  await ok(admin.send('POST', '/api/admin/versions', { name: '5.0', status: 'beta' }));
  await ok(admin.send('POST', `/api/admin/articles/${notIn41.id}/unpublish?version=4.1`));
  await ok(admin.send('POST', `/api/admin/articles/${only41.id}/unpublish`));
  await translateAndPublish(admin, shared.id, 'de', {
    title: 'Genlock und Timecode einrichten',
    description: 'Genlock und Timecode im Studio.',
    content: '<h2>Warum</h2><p>Genlock lässt jedes Gerät seine Bilder im selben Augenblick beginnen.</p>',
  });
});
afterAll(async () => {
  site.close();
  await api.close();
});

describe('pages of a version (issue 31)', () => {
  it('an article of a deprecated version is that version’s, says so on the server, links and is canonical to the current version’s article', async () => {
    await ok(
      admin.send(
        'POST',
        `/api/admin/publish-revision/${Revision.parse(await ok(admin.send('POST', '/api/admin/save-revision', { articleId: shared.id, content: '<h2>Legacy</h2><p>The quillwort procedure of release 4.1.</p>', version: '4.1' }))).id}`,
      ),
    );
    const { status, doc, data } = await page(`/v/4.1/article/${shared.slug}`);
    expect(status).toBe(200);
    expect(doc.querySelector('#root article')?.textContent).toContain('quillwort');
    expect((await page(`/article/${shared.slug}`)).doc.querySelector('#root article')?.textContent).not.toContain('quillwort');
    expect(banner(doc)?.textContent).toMatch(/^You are reading the docs for 4\.1, an older version that is no longer updated\./);
    const link = banner(doc)!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Read this article in the current version (4.2)', `/article/${shared.slug}`]);
    expect(canonical(doc)).toBe(`${ORIGIN}/article/${shared.slug}`);
    expect(data(['/api/articles', shared.slug, 'versions', '/v/4.1'])).toEqual([
      { name: '4.2', status: 'current', current: true, slug: shared.slug },
      { name: '5.0', status: 'beta', current: false, slug: shared.slug },
      { name: '4.1', status: 'deprecated', current: false, slug: shared.slug },
    ]);
  });

  it('the Version menu is on every page of a site with versions, current first, beta and deprecated marked', async () => {
    for (const path of ['/', `/article/${shared.slug}`, '/v/5.0/category/getting-started', '/de/v/4.1']) {
      const select = (await page(path)).doc.querySelector('header select');
      const listed = [...(select?.querySelectorAll('optgroup') ?? [])].map(
        (group) => `${group.label}: ${[...group.querySelectorAll('option')].map((option) => option.value).join(' ')}`,
      );
      expect(listed, path).toEqual(path.startsWith('/de') ? ['Aktuell: 4.2', 'Beta: 5.0', 'Veraltet: 4.1'] : ['Current: 4.2', 'Beta: 5.0', 'Deprecated: 4.1']);
    }
    expect(banner((await page('/')).doc)).toBeNull();
  });

  it('a beta version says it is a preview; an article only an older version has links the current version’s home and is canonical to itself', async () => {
    const beta = (await page(`/v/5.0/article/${shared.slug}`)).doc;
    expect(banner(beta)?.textContent).toMatch(/^You are reading the docs for 5\.0, a preview of an upcoming release\./);
    const { status, doc } = await page(`/v/4.1/article/${only41.slug}`);
    expect(status).toBe(200);
    const link = banner(doc)!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Go to the current version (4.2)', '/']);
    expect(canonical(doc)).toBe(`${ORIGIN}/v/4.1/article/${only41.slug}`);
    expect((await page(`/article/${only41.slug}`)).status).toBe(410);
  });

  it('a version readers may not see is a 404 page; an article taken off one version only is gone there only', async () => {
    expect((await page('/v/9.9/')).status).toBe(404);
    expect((await page(`/v/9.9/article/${shared.slug}`)).status).toBe(404);
    expect((await page(`/v/4.1/article/${notIn41.slug}`)).status).toBe(410);
    expect((await page(`/v/5.0/article/${notIn41.slug}`)).status).toBe(200);
  });

  it('an archived version is read by its URL with a banner saying so, and is not in the Version menu', async () => {
    await ok(admin.send('PATCH', '/api/admin/versions/5.0', { status: 'archived' }));
    const { status, doc, data } = await page(`/v/5.0/article/${shared.slug}`);
    expect(status).toBe(200);
    expect(banner(doc)?.getAttribute('data-version-banner')).toBe('archived');
    expect(banner(doc)?.textContent).toBe(
      'You are reading the docs for 5.0, an archived version: it is kept as it was and no longer updated. Read this article in the current version (4.2)',
    );
    expect(data(['archived-version', '5.0'])).toBe(true);
    // The menu lists the versions readers may choose: not 5.0, so not on 5.0's pages either (the banner links the current one).
    const menu = async (path: string) => [...(await page(path)).doc.querySelectorAll('header select option')].map((option) => option.getAttribute('value'));
    expect(await menu('/')).toEqual(['4.2', '4.1']);
    expect(doc.querySelector('header select')).toBeNull();
    expect(data(['archived-version', '4.1'])).toBeUndefined();
    expect((await page(`/v/4.1/article/${shared.slug}`)).data(['archived-version', '4.1'])).toBeUndefined();
    await ok(admin.send('PATCH', '/api/admin/versions/5.0', { status: 'beta' }));
    expect(banner((await page(`/v/5.0/article/${shared.slug}`)).doc)?.getAttribute('data-version-banner')).toBe('beta');
  });
});

describe('pages in a language (issue 31)', () => {
  it('a translated article is rendered in its language on the server, with no note while its translation is current', async () => {
    const { doc, data } = await page(`/de/article/${shared.slug}`);
    expect(doc.querySelector('#root h1')?.textContent).toBe('Genlock und Timecode einrichten');
    expect(data(['/api/articles', shared.slug, '/de'])).toMatchObject({
      title: 'Genlock und Timecode einrichten',
      edition: { lang: 'de', kind: 'translation', outdated: false },
    });
    expect(note(doc)).toBeNull();
  });

  it('an untranslated article is English with a note in the page’s language', async () => {
    const { doc } = await page(`/fr/article/${untranslated.slug}`);
    expect(doc.querySelector('#root h1')?.textContent).toBe(untranslated.title);
    expect(note(doc)?.textContent).toBe('Cet article n’est pas encore traduit : il est affiché en anglais.');
  });

  it('once the English article is published again, the translation carries a note linking the English article', async () => {
    const saved = Revision.parse(
      await ok(
        admin.send('POST', '/api/admin/save-revision', { articleId: shared.id, content: `${shared.content}<p>A new paragraph about reference signals.</p>` }),
      ),
    );
    await ok(admin.send('POST', `/api/admin/publish-revision/${saved.id}`));
    const { doc } = await page(`/de/article/${shared.slug}`);
    expect(note(doc)?.textContent).toBe(
      'Diese Übersetzung ist möglicherweise veraltet: Der englische Artikel wurde seit der Übersetzung geändert. Englischen Artikel lesen',
    );
    expect(note(doc)?.querySelector('a')?.getAttribute('href')).toBe(`/article/${shared.slug}`);
  });

  it('each language has a sitemap of its home and its translated articles, listed in robots.txt', async () => {
    const locs = async (path: string) => [...(await (await fetch(`${site.base}${path}`)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(await locs('/sitemap-de.xml')).toEqual([`${ORIGIN}/de`, `${ORIGIN}/de/article/${shared.slug}`]);
    expect(await locs('/sitemap-ja.xml')).toEqual([`${ORIGIN}/ja`]);
    expect(await locs('/sitemap.xml')).not.toContain(`${ORIGIN}/de/article/${shared.slug}`);
    expect((await fetch(`${site.base}/sitemap-en.xml`)).status).toBe(404);
    const robots = await (await fetch(`${site.base}/robots.txt`)).text();
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual(
      ['/sitemap.xml', '/sitemap-de.xml', '/sitemap-fr.xml', '/sitemap-es.xml', '/sitemap-ja.xml'].map((file) => `Sitemap: ${ORIGIN}${file}`),
    );
  });
});
