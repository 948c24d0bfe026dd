import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDoc } from '../../../api/src/models';
import { asAdmin, signIn } from '../../../api/test/admin';
import { createArticle } from '../../../api/test/factories';
import { testApiForFile } from '../../../api/test/harness';
import { testSiteForFile } from '../../test/testSite';

const ORIGIN = 'https://kb.example.com';
const api = testApiForFile();
const site = testSiteForFile(api, { PUBLIC_ORIGIN: ORIGIN });
let slug: string;

/** An article whose title has a line break and HTML, whose description is a javascript: link, whose body shows escaped HTML. */
beforeAll(async () => {
  const article = await createArticle(api, { title: 'Caps\n<img src=x onerror=alert(1)>', content: '<p>&lt;img src=x onerror=alert(2)&gt;</p>' });
  slug = article.slug;
  await api.deps.models.Article.updateOne({ _id: article.id }, { metaDescription: 'Click [here](javascript:alert(3))\n<b>now</b>' });
  api.deps.readModel.setArticle((await api.deps.models.Article.findById(article.id).lean<ArticleDoc>())!);
});

const text = async (path: string) => (await fetch(`${site.base}${path}`)).text();
/** Nothing in it that a Markdown renderer would make an element or a javascript: link of. */
const expectInert = (md: string) => {
  expect(md).not.toMatch(/<(?:img|b)\b/);
  expect(md).not.toMatch(/(?<!\\)\]\(javascript:/);
};

describe('Markdown outputs show HTML and Markdown in titles, descriptions and bodies as text', () => {
  it('/article/<slug>.md: one title line, escaped body, front matter with < > [ ] as \\u escapes', async () => {
    const md = await text(`/article/${slug}.md`);
    expect(md).toContain(
      'title: "Caps\\n\\u003cimg src=x onerror=alert(1)\\u003e"\ndescription: "Click \\u005bhere\\u005d(javascript:alert(3))\\n\\u003cb\\u003enow\\u003c/b\\u003e"\n',
    );
    expect(md).toContain('\n# Caps &lt;img src=x onerror=alert(1)&gt;\n\n&lt;img src=x onerror=alert(2)&gt;\n');
    expectInert(md);
  });

  it('llms.txt: the entry is one line with its title and description escaped', async () => {
    await expect.poll(() => text('/llms.txt'), { timeout: 5000 }).toContain(`/article/${slug}.md)`);
    const index = await text('/llms.txt');
    expect(index).toContain(
      `\n- [Caps &lt;img src=x onerror=alert(1)&gt;](${ORIGIN}/article/${slug}.md): Click \\[here\\](javascript:alert(3)) &lt;b&gt;now&lt;/b&gt;\n`,
    );
    expectInert(index);
  });

  it('llms-full.txt: the article as on its .md page', async () => {
    await expect.poll(() => text('/llms-full.txt'), { timeout: 5000 }).toContain(`/article/${slug}"\n`);
    const full = await text('/llms-full.txt');
    expect(full).toContain(await text(`/article/${slug}.md`));
    expectInert(full);
  });
});

describe("the site's name and description in llms.txt and llms-full.txt", () => {
  it('show HTML, links and a line break as text on their one line', async () => {
    const owner = asAdmin(api, (await signIn(api, 'Olive Owner', '203.0.113.96')).sessionToken);
    const name = 'Acme <img src=x onerror=alert(4)>';
    const description = 'See [docs](javascript:alert(5))\n- [Prize](https://evil.example)\n<b>now</b>';
    expect((await owner.send('PATCH', '/api/admin/site-settings', { name, description })).status).toBe(200);
    const head =
      '# Acme &lt;img src=x onerror=alert(4)&gt; Knowledge Base\n\n> See \\[docs\\](javascript:alert(5)) - \\[Prize\\](https://evil.example) &lt;b&gt;now&lt;/b&gt;\n';
    await expect.poll(() => text('/llms.txt'), { timeout: 5000 }).toMatch(/^# Acme /);
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const md = await text(file);
      expect(md.slice(0, head.length)).toBe(head);
      expectInert(md);
      expect(md).not.toContain('\n- [Prize]');
    }
  });
});
