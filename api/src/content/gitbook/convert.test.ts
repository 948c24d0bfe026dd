import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import { processArticleHtml } from '../pipeline';
import { convertGitBook, isGitBook } from './convert';

const PNG = '\x89PNG\r\n\x1a\n';

/** A GitBook space in `files`, converted; a page's article as a reader gets it. */
async function converted(files: Record<string, string>) {
  const source = await convertGitBook(folderWith('kb-gitbook-', { '.gitbook.yaml': 'root: ./\n', ...files }));
  const page = (name: string) => JSDOM.fragment(processArticleHtml(source.pages.find((p) => p.name === name)!.html).content);
  return { source, page };
}

/** A GitBook space as GitBook's Git sync writes it: .gitbook.yaml with a root, SUMMARY.md, .gitbook/assets, its blocks. */
function space(): string {
  return folderWith('kb-gitbook-', {
    '.gitbook.yaml': 'root: ./docs/\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n',
    'docs/SUMMARY.md': [
      '# Table of contents',
      '',
      '* [Welcome](README.md)',
      '',
      '## Guides',
      '',
      '* [Install](guides/install.md)',
      '  * [On Linux](guides/linux.md)',
      '* [Status page](https://status.example.com)',
    ].join('\n'),
    'docs/.gitbook/assets/diagram.png': PNG,
    'docs/README.md': '# Welcome\n\nStart with [installing](guides/install.md).\n',
    'docs/guides/linux.md': '# Linux\n\nApt.\n',
    'docs/guides/install.md': [
      '# Install',
      '',
      '{% hint style="warning" %}',
      'Back up **first**.',
      '{% endhint %}',
      '',
      '{% tabs %}',
      '{% tab title="npm" %}',
      '```bash',
      'npm install kb',
      '```',
      '{% endtab %}',
      '',
      '{% tab title="pnpm" %}',
      '{% code title="shell" %}',
      '```bash',
      'pnpm add kb',
      '```',
      '{% endcode %}',
      '{% endtab %}',
      '{% endtabs %}',
      '',
      '{% embed url="https://www.youtube.com/watch?v=abc" %}',
      'A short video',
      '{% endembed %}',
      '',
      '{% content-ref url="linux.md" %}',
      '[linux.md](linux.md)',
      '{% endcontent-ref %}',
      '',
      '{% file src="../.gitbook/assets/diagram.png" %}',
      'The diagram',
      '{% endfile %}',
      '',
      '<figure><img src="../.gitbook/assets/diagram.png" alt="Diagram"><figcaption></figcaption></figure>',
      '',
      '{% swagger src="https://api.example.com/openapi.yaml" path="/items" method="get" %}',
      '{% endswagger %}',
    ].join('\n'),
  });
}

describe('convertGitBook', () => {
  it('reads .gitbook.yaml and SUMMARY.md: the root, the groups, a page with children as their category, the titles', async () => {
    const folder = space();
    expect(isGitBook(folder)).toBe(true);
    const converted = await convertGitBook(folder);
    const placed = converted.pages.map((p) => [p.name, p.meta.title, p.meta.category.join(' > ')]).sort();
    expect(placed).toEqual([
      ['docs/README.md', 'Welcome', 'Documentation'],
      ['docs/guides/install.md', 'Install', 'Guides > Install'],
      ['docs/guides/linux.md', 'On Linux', 'Guides > Install'],
    ]);
    expect(converted.warnings).toContain('docs/SUMMARY.md:9: summary link to https://status.example.com is not a page: not imported');
  });

  it('turns hints, tabs, code titles, embeds, content-refs and files into boxes, tabs, captions and links; a swagger block is a warned link', async () => {
    const converted = await convertGitBook(space());
    const install = converted.pages.find((p) => p.name === 'docs/guides/install.md')!;
    const body = JSDOM.fragment(processArticleHtml(install.html).content);
    expect(body.querySelector('blockquote.kb-admonition-warning')!.textContent).toContain('Back up first.');
    expect([...body.querySelectorAll('.kb-tabs > details.kb-tab > summary')].map((s) => s.textContent)).toEqual(['npm', 'pnpm']);
    expect(body.querySelector('figure.kb-code figcaption')!.textContent).toBe('shell');
    const links = [...body.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['A short video', 'https://www.youtube.com/watch?v=abc'],
      ['linux.md', '/article/linux'],
      ['The diagram', '/media/gitbook-assets-diagram.png'],
      ['GET /items', 'https://api.example.com/openapi.yaml'],
    ]);
    expect(body.querySelector('img')!.getAttribute('src')).toBe('/media/gitbook-assets-diagram.png');
    expect(converted.warnings).toEqual([
      'docs/guides/install.md:37: {% swagger %} block (GET /items) is not rendered: kept as a link to its spec https://api.example.com/openapi.yaml',
      'docs/SUMMARY.md:9: summary link to https://status.example.com is not a page: not imported',
    ]);
    expect(converted.fidelity).toMatchObject({ hint: { converted: 1 }, tab: { converted: 2 }, embed: { converted: 1 }, '{% swagger %}': { text: 1 } });
  });

  it("resolves links to GitBook's heading anchors (its anchor elements, numbered and symbol headings) and GitHub's; warns of a heading that is not there", async () => {
    const { source, page } = await converted({
      'SUMMARY.md': '# Table of contents\n\n* [API](api/README.md)\n* [Guide](guide.md)\n',
      'api/README.md': [
        '# API',
        '',
        '## Method <a href="#focus" id="focus"></a>',
        '',
        '## Focus <a href="#focus" id="focus"></a>',
        '',
        '## 1. Install',
        '',
        '### C API (BugSplatC.h)',
        '',
        '#### **Settings** (request > template) <a href="#settings-request" id="settings-request"></a>',
        '',
        '## Mobile Badge | Released March 2025',
        '',
        'Back to [the method](./#focus).',
      ].join('\n'),
      'guide.md': [
        '# Guide',
        '',
        '* [Method](api/#focus), [Focus](api/README.md#focus-1)',
        '* [Install](api/README.md#id-1.-install) or, as GitHub writes it, [install](api/README.md#1-install)',
        '* [C](api/README.md#c-api-bugsplatc.h), [settings](./api/#settings-request), [badge](api/README.md#mobile-badge-or-released-march-2025)',
        '* [Gone](api/README.md#stack-key)',
      ].join('\n'),
    });
    const api = page('api/README.md');
    const ids = [...api.querySelectorAll('h2, h3, h4')].map((h) => [h.textContent, h.id]);
    // The anchor elements are gone from the headings' text; every link below lands on its heading.
    expect(ids.map(([text]) => text)).toEqual([
      'Method',
      'Focus',
      '1. Install',
      'C API (BugSplatC.h)',
      'Settings (request > template)',
      'Mobile Badge | Released March 2025',
    ]);
    const idOf = (text: string) => ids.find(([t]) => t === text)![1];
    const hrefs = [...page('guide.md').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `/article/readme#${idOf('Method')}`,
      `/article/readme#${idOf('Focus')}`,
      `/article/readme#${idOf('1. Install')}`,
      `/article/readme#${idOf('1. Install')}`,
      `/article/readme#${idOf('C API (BugSplatC.h)')}`,
      `/article/readme#${idOf('Settings (request > template)')}`,
      `/article/readme#${idOf('Mobile Badge | Released March 2025')}`,
      '/article/readme',
    ]);
    expect(api.querySelector('p a')!.getAttribute('href')).toBe(`/article/readme#${idOf('Method')}`);
    expect(source.warnings).toEqual(['guide.md:6: link to api/README.md#stack-key: the page has no section #stack-key, the link goes to the top of the page']);
  });

  it("links an older space's page cards ({% page-ref %}, no end tag) by their pages' titles and numbers a stepper's steps, with nothing left unread", async () => {
    const { source, page } = await converted({
      'SUMMARY.md': '# Table of contents\n\n* [Security](security/README.md)\n  * [GDPR](security/gdpr.md)\n* [Verify your set-up](verify.md)\n',
      'security/README.md': '# Security\n\nOur program:\n\n{% page-ref page="gdpr.md" %}\n\n{% page-ref page="../verify.md" %}\n',
      'security/gdpr.md': '# GDPR\n\nData stays in the EU.\n',
      'verify.md': [
        '# Verify',
        '',
        '{% stepper %}',
        '{% step %}',
        '### Add a test ensure',
        '',
        '```cpp',
        'ensure(false);',
        '```',
        '{% endstep %}',
        '{% step %}',
        '### Run the game',
        '{% endstep %}',
        '{% endstepper %}',
      ].join('\n'),
    });
    const slugOf = (name: string) => source.pages.find((p) => p.name === name)!.meta.slug;
    expect([...page('security/README.md').querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['GDPR', `/article/${slugOf('security/gdpr.md')}`],
      ['Verify your set-up', `/article/${slugOf('verify.md')}`],
    ]);
    const steps = page('verify.md').textContent!.replace(/\s+/g, ' ');
    expect(steps).toMatch(/Step 1 Add a test ensure ensure\(false\);\s*Step 2 Run the game/);
    expect(source.warnings).toEqual([]);
    expect(source.fidelity).toMatchObject({ 'page-ref': { converted: 2 }, stepper: { converted: 1 } });
  });
});
