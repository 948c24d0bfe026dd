import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import { repoRoot } from '../../db/paths';
import { processArticleHtml } from '../pipeline';
import { convertMkDocs } from './convert';

/** A site whose page is written as Material's plugin pages are (docs/plugins/offline.md's settings section). */
function pluginPageSite(): string {
  return folderWith('kb-material-macros-', {
    'mkdocs.yml': 'site_name: Macros\n',
    'docs/offline.md': [
      '# Built-in offline plugin',
      '',
      '<!-- md:version 9.0.0 -->',
      '<!-- md:plugin [offline] – built-in -->',
      '<!-- md:flag experimental -->',
      '',
      '## Settings',
      '',
      '#### <!-- md:setting config.enabled -->',
      '',
      '<!-- md:version insiders-4.2.0 -->',
      '<!-- md:default `true` -->',
      '',
      'Use [`enabled`][config.enabled] to switch it off. Prior to version <!-- md:version 8.5.6 -->, it was on.',
      '',
      'Show a macro as code: `<!-- md:version 1.0 -->`.',
      '',
      '<!-- md:sparkle shiny -->',
      '',
      'See the [guide][guide] and [the missing page][nowhere], or [this][]. A [schema.json][^1] with its footnote.',
      '',
      '[^1]: The footnote.',
      '',
      '  [offline]: #settings',
      '  [guide]: https://example.com/guide',
    ].join('\n'),
  });
}

describe("Material for MkDocs' comment macros and reference links", () => {
  it('become badges and readable text, never dropped: a setting heading keeps its anchor and the reference Material defines for it', async () => {
    const converted = await convertMkDocs(pluginPageSite());
    const page = converted.pages[0]!;
    const body = JSDOM.fragment(processArticleHtml(page.html).content);
    const badges = [...body.querySelectorAll('span.kb-badge')].map((span) => span.textContent);
    expect(badges).toEqual(['Version 9.0.0', 'Plugin: offline – built-in', 'Experimental', 'Insiders 4.2.0', 'Default: true', '8.5.6']);
    expect(body.querySelector('span.kb-badge-plugin a')!.getAttribute('href')).toBe('#settings');
    const heading = body.querySelector('h4')!;
    expect(heading.textContent).toBe('config.enabled');
    expect(body.querySelector('p a code')!.textContent).toBe('enabled');
    expect(body.querySelector('p a code')!.parentElement!.getAttribute('href')).toBe(`#${heading.id}`);
    expect(body.textContent).toContain('Prior to version 8.5.6, it was on.');
    expect(body.querySelector('p > code')!.textContent).toBe('<!-- md:version 1.0 -->');
    expect(body.textContent).toContain('sparkle shiny');
    // A footnote's link stays on the page, with no warning.
    expect(body.querySelector('sup a')!.getAttribute('href')).toBe('#footnote-1');
    // No heading is left empty.
    expect([...body.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => !h.textContent!.trim())).toEqual([]);
    expect(converted.warnings).toEqual([
      'docs/offline.md:18: Material macro <!-- md:sparkle shiny --> is not known: kept as the text "sparkle shiny"',
      'docs/offline.md:20: reference link [the missing page][nowhere] has no definition: kept as text',
      'docs/offline.md:20: reference link [this][] has no definition: kept as text',
    ]);
    expect(converted.fidelity).toMatchObject({ 'material macro': { converted: 7, text: 1 }, 'leftover [text][ref]': { text: 2 } });
  });

  it("turn the version, flag, feature and option macros of Material's own reference pages into badges and option names", async () => {
    const converted = await convertMkDocs(path.join(repoRoot, 'api/test/fixtures/third_party/mkdocs-material'));
    const body = (slug: string) => JSDOM.fragment(converted.pages.find((p) => p.meta.slug === slug)!.html);
    const badges = (slug: string) => [...body(slug).querySelectorAll('span.kb-badge')].map((span) => span.textContent);
    expect(badges('content-tabs')).toEqual(['Version 9.5.0', 'Experimental', 'Version 8.3.0', 'Optional feature']);
    expect(badges('admonitions')).toEqual(['Version 8.3.0', '8.5.6']);
    expect([...body('admonitions').querySelectorAll('p > code')].map((code) => code.textContent)).toEqual(expect.arrayContaining(['type:note', 'type:quote']));
    expect(converted.fidelity!['material macro']).toEqual({ converted: 20, text: 0, dropped: 0 });
  });
});
