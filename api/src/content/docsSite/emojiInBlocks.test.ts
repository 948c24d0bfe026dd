import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import type { ImportSource } from '../importSource';
import { convertDocusaurus } from '../docusaurus/convert';
import { convertGitBook } from '../gitbook/convert';
import { convertMkDocs } from '../mkdocs/convert';
import { processArticleHtml } from '../pipeline';

/** A shortcode left for the reader to see (`:tada:`), which the site itself shows as its emoji. */
const SHORTCODE = /:[a-z0-9_+-]+:/g;

/**
 * Checks that a reader of the imported page sees its title with its emoji, each of `emojis` in its text, no shortcode
 * outside code, and no warning; returns the page's code (written as it is shown).
 */
function expectEmoji(source: ImportSource, name: string, emojis: string[]): string {
  const page = source.pages.find((p) => p.name === name)!;
  const body = JSDOM.fragment(processArticleHtml(page.html).content);
  const code = [...body.querySelectorAll('pre, code')].map((c) => c.textContent).join('\n');
  for (const c of body.querySelectorAll('pre, code')) c.remove();
  const text = body.textContent!.replace(/\s+/g, ' ');
  expect(page.meta.title).toBe('🚀 Getting started');
  for (const emoji of emojis) expect(text).toContain(emoji);
  expect(text.match(SHORTCODE)).toBeNull();
  expect(source.warnings).toEqual([]);
  return code;
}

describe('emoji shortcodes in every block', () => {
  it('MkDocs: in admonition titles and bodies, tabs, list items in them, definition lists, md_in_html and the title; GitHub names too', async () => {
    const site = folderWith('kb-emoji-mkdocs-', {
      'mkdocs.yml':
        'site_name: Demo\nmarkdown_extensions:\n  - admonition\n  - pymdownx.details\n  - pymdownx.tabbed\n  - pymdownx.emoji\nnav:\n  - ":rocket: Getting started": start.md\n',
      'docs/start.md': [
        '# Getting started',
        '',
        '!!! tip "Before you start :bulb:"',
        '    Check the list:',
        '',
        '    - [x] a camera :movie_camera:',
        '    - [ ] a tracker :thumbsup:',
        '',
        '??? warning "Known issues :construction:"',
        '    Genlock drifts :green_circle: then :red_circle:.',
        '',
        '=== "Linux :penguin:"',
        '',
        '    1. Install it :package:',
        '    2. Run `kb :start:`',
        '',
        '=== "Windows"',
        '',
        '    !!! note',
        '        Run as administrator :key:',
        '',
        '/// details | More :book:',
        'Read the guide :books:',
        '///',
        '',
        'Tracker :satellite:',
        ':   A device that follows the camera :dart:',
        '',
        '<div markdown>',
        'Made with :heart:',
        '</div>',
        '',
        '```yaml',
        'emoji: :tada:',
        '```',
      ].join('\n'),
    });
    const source = await convertMkDocs(site);
    const code = expectEmoji(source, 'docs/start.md', ['💡', '🎥', '👍', '🚧', '🟢', '🔴', '🐧', '📦', '🔑', '📖', '📚', '📡', '🎯', '❤️']);
    // Code is written as it is shown.
    expect(code).toContain('emoji: :tada:');
    expect(code).toContain('kb :start:');
  });

  it('Docusaurus: in admonition titles (both forms), tabs, details, list items in admonitions and the title', async () => {
    const site = folderWith('kb-emoji-docusaurus-', {
      'docusaurus.config.js': 'module.exports = { presets: [] };\n',
      'docs/start.md': [
        '---',
        'title: ":rocket: Getting started"',
        '---',
        '',
        '# :rocket: Getting started',
        '',
        'First [install it](#package-install-it).',
        '',
        '## :package: Install it',
        '',
        ':::tip[Before you start :bulb:]',
        '',
        '- a camera :movie_camera:',
        '- a tracker :thumbsup:',
        '',
        ':::',
        '',
        ':::warning Known issues :construction:',
        'Genlock drifts :green_circle:.',
        ':::',
        '',
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '<Tabs>',
        '<TabItem value="linux" label="Linux :penguin:">',
        '',
        ':::note',
        '',
        '1. Install it :package:',
        '',
        ':::',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        '<details>',
        '<summary>More :book:</summary>',
        '',
        'Read the guide :books:',
        '',
        '</details>',
      ].join('\n'),
    });
    const source = await convertDocusaurus(site);
    expectEmoji(source, 'docs/start.md', ['💡', '🎥', '👍', '🚧', '🟢', '🐧', '📦', '📖', '📚']);
    const body = JSDOM.fragment(processArticleHtml(source.pages[0]!.html).content);
    // The heading that repeats the title is dropped as without shortcodes; Docusaurus's id of `:package: Install it` still leads to its heading.
    expect(body.querySelector('h1')).toBeNull();
    expect(body.querySelector('a')!.getAttribute('href')).toBe(`#${body.querySelector('h2')!.id}`);
  });

  it('GitBook: in hints, tab titles, code titles, list items in them, the summary titles and groups', async () => {
    const site = folderWith('kb-emoji-gitbook-', {
      '.gitbook.yaml': 'root: ./\n',
      'SUMMARY.md': '# Table of contents\n\n## :wrench: Setup\n\n* [:rocket: Getting started](start.md)\n',
      'start.md': [
        '# Getting started',
        '',
        // GitBook's Markdown writer escapes a shortcode's underscores.
        '## :video\\_game: Game engines',
        '',
        '{% hint style="success" %}',
        'Check the list :clipboard:',
        '',
        '* a camera :movie_camera:',
        '* a tracker :thumbsup:',
        '{% endhint %}',
        '',
        '{% tabs %}',
        '{% tab title="Linux :penguin:" %}',
        '{% code title="install.sh :package:" %}',
        '```',
        'apt install kb # :tada:',
        '```',
        '{% endcode %}',
        '{% endtab %}',
        '',
        '{% tab title="Windows" %}',
        '1. Run as administrator :key:',
        '',
        '   {% hint style="warning" %}',
        '   Not on Windows 7 :no_entry:',
        '   {% endhint %}',
        '{% endtab %}',
        '{% endtabs %}',
      ].join('\n'),
    });
    const source = await convertGitBook(site);
    const code = expectEmoji(source, 'start.md', ['🎮', '📋', '🎥', '👍', '🐧', '📦', '🔑', '⛔']);
    expect(source.pages[0]!.meta.category).toEqual(['🔧 Setup']);
    expect(code).toContain('apt install kb # :tada:');
    // The code title's fence has no language: `title` is not taken for one.
    expect(source.pages[0]!.html).toContain('<pre><code>apt install kb');
  });
});
