import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { Fidelity } from '../docsSite/fidelity';
import { siteMarked } from '../docsSite/marked';
import { processArticleHtml } from '../pipeline';
import { PythonMarkdownSlugger, pythonMarkdownToMarkdown } from './markdown';

const html = (markdown: string) => JSDOM.fragment(siteMarked.parse(markdown, { async: false }) as string);
/** A site folder with the given files; the page converted is docs/guide/page.md. */
function site(files: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kb-mkdocs-md-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { site: root, docs: path.join(root, 'docs'), file: 'guide/page.md', fidelity: new Fidelity() };
}
const convert = (lines: string[], files?: Record<string, string>, title = 'Other') => {
  const page = site(files);
  return { ...pythonMarkdownToMarkdown(lines.join('\n'), title, page), counts: page.fidelity.counts };
};

describe('pythonMarkdownToMarkdown', () => {
  it('turns !!! admonitions into boxes and ??? / ???+ into collapsible ones, nested, with their indented content', () => {
    const source = [
      '# Install',
      '',
      '!!! warning "Mind the gap"',
      '    Check the version first.',
      '',
      '    ```bash',
      '    docker --version',
      '    ```',
      '',
      '    ??? hint',
      '        Use the stable tag.',
      '',
      '???+ danger "Open"',
      '    Shown.',
      '',
      'After the box.',
    ];
    const { markdown, notes, counts } = convert(source, {}, 'Install');
    const body = html(markdown);
    const box = body.querySelector('blockquote.kb-admonition-warning')!;
    expect(box.querySelector('p')!.textContent).toBe('Warning: Mind the gap');
    expect(box.querySelector('pre code')!.textContent).toBe('docker --version\n');
    const hint = box.querySelector('details.kb-admonition-tip')!;
    expect([hint.hasAttribute('open'), hint.querySelector('summary')!.textContent, hint.querySelector('p')!.textContent]).toEqual([
      false,
      'Best Practice:',
      'Use the stable tag.',
    ]);
    const open = body.querySelector('details.kb-admonition-danger')!;
    expect([open.hasAttribute('open'), open.querySelector('summary')!.textContent]).toEqual([true, 'Danger: Open']);
    expect(body.querySelector('h1')).toBeNull();
    expect([...body.children].at(-1)!.textContent).toBe('After the box.');
    expect(notes).toEqual([]);
    expect(counts).toMatchObject({ admonition: { converted: 1 }, 'collapsible admonition': { converted: 2 } });
  });

  it('reads pymdownx.blocks: /// note | Title, /// details with options, /// admonition with a type, nested with more slashes', () => {
    const source = [
      '//// details | Full file',
      '    type: warning',
      '    open: true',
      '',
      '/// tip | Keep it short',
      '',
      'Inside **both**.',
      '',
      '///',
      '',
      '////',
      '',
      '/// admonition | Custom',
      '    type: danger',
      '',
      'Careful.',
      '',
      '///',
      '',
      '/// html | div.note',
      '',
      'Plain.',
      '',
      '///',
    ];
    const { markdown, notes } = convert(source);
    const body = html(markdown);
    const details = body.querySelector('details.kb-admonition-warning')!;
    expect([details.hasAttribute('open'), details.querySelector('summary')!.textContent]).toEqual([true, 'Warning: Full file']);
    expect(details.querySelector('blockquote.kb-admonition-tip')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Best Practice: Keep it short Inside both.');
    expect(body.querySelector('blockquote.kb-admonition-danger')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Danger: Custom Careful.');
    expect(body.textContent).not.toMatch(/\/\/\/|type:/);
    expect(notes).toEqual([{ line: 20, message: 'block /// html is not converted: its content is kept as plain Markdown' }]);
  });

  it('makes content tabs (=== and /// tab) into tab groups: one name per group, the first tab open', () => {
    const source = [
      '=== "Docker"',
      '',
      '    Run the container.',
      '',
      '=== "Bare metal"',
      '',
      '    Install the package.',
      '',
      'Between.',
      '',
      '//// tab | Python 3.10+',
      '',
      '```python',
      'x: int | None',
      '```',
      '',
      '/// tip',
      'Typed.',
      '///',
      '',
      '////',
      '',
      '//// tab | Python 3.8+',
      '',
      'Older.',
      '',
      '////',
      '',
      '/// tab | Alone',
      '    new: true',
      '',
      'New group.',
      '',
      '///',
    ];
    const body = html(convert(source).markdown);
    const groups = [...body.querySelectorAll('div.kb-tabs')].map((group) => [...group.querySelectorAll(':scope > details.kb-tab')]);
    expect(groups.map((tabs) => tabs.map((tab) => tab.querySelector('summary')!.textContent))).toEqual([
      ['Docker', 'Bare metal'],
      ['Python 3.10+', 'Python 3.8+'],
      ['Alone'],
    ]);
    expect(groups.map((tabs) => tabs.map((tab) => tab.hasAttribute('open')))).toEqual([[true, false], [true, false], [true]]);
    expect(new Set(groups.flatMap((tabs) => tabs.map((tab) => tab.getAttribute('name')))).size).toBe(3);
    expect(groups[1]![0]!.querySelector('pre code')!.textContent).toBe('x: int | None\n');
    expect(groups[1]![0]!.querySelector('blockquote.kb-admonition-tip')).not.toBeNull();
    // The stored form survives the content pipeline's sanitiser.
    const stored = JSDOM.fragment(processArticleHtml(siteMarked.parse(convert(source).markdown, { async: false }) as string).content);
    expect([...stored.querySelectorAll('div.kb-tabs > details.kb-tab[name]')].length).toBe(5);
  });

  it('includes snippets (lines, sections, blocks, inside code) and {! !} / {* *} files from inside the site only, each failure a note at its line', () => {
    const files = {
      'includes/abbr.md': 'Shared *text*.\n',
      'docs_src/app.py': 'import os\n# --8<-- [start:main]\nprint(os.name)\n# --8<-- [end:main]\nprint(1)\nprint(2)\n',
      'docs/guide/near.md': 'Near the page.\n',
    };
    const source = [
      '--8<-- "includes/abbr.md"',
      '',
      '```python',
      '--8<-- "docs_src/app.py:main"',
      '--8<-- "docs_src/app.py:5:6"',
      '```',
      '',
      '--8<--',
      'near.md',
      '--8<--',
      '',
      '```python',
      '{!./docs_src/app.py[ln:1-1]!}',
      '```',
      '',
      '{* ./docs_src/app.py ln[5:6] hl[6] *}',
      '',
      '--8<-- "../../etc/passwd"',
      ';--8<-- "shown.md"',
      '{! missing.md !}',
    ];
    const { markdown, notes, counts } = convert(source, files);
    const body = html(markdown);
    expect(body.querySelector('p')!.innerHTML).toBe('Shared <em>text</em>.');
    expect([...body.querySelectorAll('pre code')].map((code) => code.textContent)).toEqual([
      'print(os.name)\nprint(1)\nprint(2)\n',
      'import os\n',
      'print(1)\nprint(2)\n',
    ]);
    expect(body.querySelector('figure.kb-code mark')!.textContent).toBe('print(2)');
    expect(body.textContent).toContain('Near the page.');
    expect(body.textContent).toContain('--8<-- "shown.md"');
    expect(notes).toEqual([
      {
        line: 18,
        message: 'snippet --8<-- "../../etc/passwd" is not included: it is outside the site\'s folder (--include-root names the folder includes may read from)',
      },
      { line: 20, message: "include {! missing.md !} is not included: no such file in the site's folder" },
    ]);
    expect(counts).toMatchObject({ snippet: { converted: 4, dropped: 1 }, 'include {! !}': { converted: 1, dropped: 1 }, 'include {* *}': { converted: 1 } });
  });

  it('converts attribute lists, emoji, keys, mark/caret/tilde, task lists, definition lists, md_in_html and returns abbreviations', () => {
    const source = [
      '## Options { #opts .wide }',
      '',
      'See [the docs](https://example.com){.internal-link target=_blank} :white_check_mark: `:keep:` :not_an_emoji:',
      '',
      'Press ++ctrl+alt+del++, ==marked==, ^^inserted^^, H~2~O, x^2^ and ~~gone~~. { .lead }',
      '',
      '- [x] done',
      '- [ ] to do',
      '',
      'Term',
      ':   The *definition*.',
      '',
      '<div class="grid" markdown>',
      '**Bold** inside.',
      '</div>',
      '',
      'Text with a note.[^1]',
      '',
      '[^1]: The note.',
      '',
      '*[HTML]: Hyper Text Markup Language',
    ];
    const { markdown, abbreviations, counts } = convert(source);
    const body = html(markdown);
    expect(body.querySelector('h2')!.textContent).toBe('Options {#opts}');
    const paragraphs = [...body.querySelectorAll('p')].map((p) => p.innerHTML);
    expect(paragraphs[0]).toBe('See <a href="https://example.com">the docs</a> ✅ <code>:keep:</code> :not_an_emoji:');
    expect(paragraphs[1]).toBe(
      'Press <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>Del</kbd>, <mark>marked</mark>, <ins>inserted</ins>, H<sub>2</sub>O, x<sup>2</sup> and <del>gone</del>.',
    );
    expect([...body.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['☑ done', '☐ to do', expect.stringContaining('The note.')]);
    expect([body.querySelector('dl dt')!.textContent!.trim(), body.querySelector('dl dd em')!.textContent]).toEqual(['Term', 'definition']);
    expect(body.querySelector('div.grid strong')!.textContent).toBe('Bold');
    expect(body.querySelector('sup a[href="#footnote-1"]')).not.toBeNull();
    expect(abbreviations).toEqual(new Map([['HTML', 'Hyper Text Markup Language']]));
    expect(counts).toMatchObject({
      emoji: { converted: 1 },
      keys: { converted: 1 },
      'task list': { converted: 2 },
      'definition list': { converted: 1 },
      md_in_html: { converted: 1 },
    });
  });

  it('reads admonitions with extra classes, keeps a fence shown indented inside a code block as code, and appends auto_append files', () => {
    const page = { ...site({ 'includes/refs.md': '  [docs]: https://example.com/docs\n' }), appended: ['includes/refs.md'] };
    const source = [
      '!!! info inline end "Side"',
      '    Beside.',
      '',
      '``` title="Tabs in a box"',
      '!!! example',
      '',
      '    ``` markdown',
      '    * a',
      '    ```',
      '```',
      '',
      'See [the docs][docs].',
    ];
    const body = html(pythonMarkdownToMarkdown(source.join('\n'), 'Other', page).markdown);
    expect(body.querySelector('blockquote.kb-admonition-info')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Info: Side Beside.');
    expect(body.querySelector('figure.kb-code code')!.textContent).toBe('!!! example\n\n    ``` markdown\n    * a\n    ```\n');
    expect(body.querySelector('a[href="https://example.com/docs"]')!.textContent).toBe('the docs');
  });

  it('drops [TOC] and the first # Title when it repeats the title, compared as plain text', () => {
    const { markdown } = convert(['[TOC]', '', '# The `select()` ~~old~~ call', '', 'Intro.'], {}, 'The select() old call');
    expect(markdown).toBe('Intro.');
  });
});

describe('PythonMarkdownSlugger', () => {
  it("gives Python-Markdown's heading ids: ASCII, punctuation removed, repeats numbered _1, _2", () => {
    const slugger = new PythonMarkdownSlugger();
    expect(['Hello, World!', 'Hello World', 'Hello World', 'Ünïcode  Straße', '!!!'].map((text) => slugger.slug(text))).toEqual([
      'hello-world',
      'hello-world_1',
      'hello-world_2',
      'unicode-strae',
      '_1',
    ]);
  });
});
