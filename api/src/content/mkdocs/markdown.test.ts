import { marked } from 'marked';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PythonMarkdownSlugger, pythonMarkdownToMarkdown } from './markdown';

const html = (markdown: string) => JSDOM.fragment(marked.parse(markdown, { async: false, gfm: true }) as string);

describe('pythonMarkdownToMarkdown', () => {
  it('turns admonitions into boxes (tip and hint are Best Practice boxes) with their indented content, nested too', () => {
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
      'After the box.',
    ].join('\n');
    const { markdown, notes } = pythonMarkdownToMarkdown(source, 'Install');
    const boxes = [...html(markdown).querySelectorAll('blockquote')];
    expect(boxes.map((box) => box.className)).toEqual(['kb-admonition kb-admonition-warning', 'kb-admonition kb-admonition-tip']);
    expect(boxes[0]!.querySelector('p')!.textContent).toBe('Warning: Mind the gap');
    expect(boxes[0]!.querySelector('pre code')!.textContent).toBe('docker --version\n');
    expect(boxes[1]!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Best Practice: Use the stable tag.');
    expect(html(markdown).querySelector('h1')).toBeNull();
    expect([...html(markdown).children].at(-1)!.textContent).toBe('After the box.');
    expect(notes).toEqual([]);
  });

  it('flattens content tabs with their labels, keeps a heading id and drops other attribute lists', () => {
    const source = ['=== "Docker"', '', '    Run the container.', '', '=== "Bare metal"', '', '    Install the package.', '', '## Options { #opts .wide }', '', 'Text. { .lead }'].join('\n');
    const { markdown } = pythonMarkdownToMarkdown(source, 'Other');
    const body = html(markdown);
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Docker', 'Run the container.', 'Bare metal', 'Install the package.', 'Text.']);
    expect(body.querySelector('h2')!.textContent).toBe('Options {#opts}');
  });

  it('reports snippets and abbreviations with their line, and drops [TOC]', () => {
    const source = ['[TOC]', '', 'Intro.', '', '--8<-- "includes/warning.md"', '', '*[HTML]: Hyper Text Markup Language'].join('\n');
    const { markdown, notes } = pythonMarkdownToMarkdown(source, 'Other');
    expect(markdown).toBe('Intro.');
    expect(notes).toEqual([
      { line: 5, message: 'snippet --8<-- "includes/warning.md" is not included: its text is in another file' },
      { line: 7, message: 'abbreviation *[HTML]: Hyper Text Markup Language dropped: abbreviations are not supported' },
    ]);
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
