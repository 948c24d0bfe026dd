import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { expectNoLeftoverSyntax, importThirdPartySite } from '../../../test/importedSite';
import { convertMkDocs } from './convert';

const api = testApiForFile({ seed: false });

describe("importing Material for MkDocs' reference pages", () => {
  it('converts every extension they show, reports icons and form controls it drops, and leaves no source syntax', async () => {
    // Six reference pages of Material for MkDocs' own docs (every extension it documents; MIT, see NOTICE.md).
    const { source, result, articles, body } = await importThirdPartySite(api, 'mkdocs-material', convertMkDocs);
    expect(result).toMatchObject({ articles: 6, created: 6 });
    const kinds = new Set(
      result.warnings.map((warning) => /^docs\/reference\/[\w-]+\.md:\d+: (icon|link to|image|\d+ form control)/.exec(warning)?.[1] ?? warning),
    );
    expect([...kinds].sort()).toEqual(['1 form control', '9 form control', 'icon', 'image', 'link to']);
    expect(source.fidelity).toMatchObject({
      admonition: { converted: 24 },
      'collapsible admonition': { converted: 3 },
      'content tab': { converted: 25 },
      'definition list': { converted: 14 },
      'task list': { converted: 6 },
      snippet: { converted: 6 },
      icon: { dropped: 23 },
    });

    expectNoLeftoverSyntax(articles);
    const admonitions = body('admonitions');
    expect(admonitions.querySelectorAll('blockquote.kb-admonition').length).toBeGreaterThan(15);
    expect(admonitions.querySelector('details.kb-admonition-example:not([open]) > summary')!.textContent).toBe('Example: Expand to show alternate icon sets');
    expect(admonitions.querySelectorAll('details.kb-admonition-note[open] > summary').length).toBe(1);
    const tabs = body('content-tabs').querySelectorAll('.kb-tabs > details.kb-tab[name] > summary');
    expect([...tabs].map((summary) => summary.textContent)).toEqual(expect.arrayContaining(['C', 'C++', 'Unordered list', 'Ordered list']));
    const formatting = body('formatting');
    for (const selector of ['mark', 'ins', 'del', 'sub', 'sup']) expect(formatting.querySelector(selector), selector).not.toBeNull();
    expect(body('lists').querySelector('dl dt')).not.toBeNull();
    expect(body('lists').textContent).toMatch(/☑/);
    expect(body('tooltips').querySelector('abbr[title="Hyper Text Markup Language"]')!.textContent).toBe('HTML');
    expect(body('icons-emojis').textContent).toContain('😄');
    // The icon search's <select> (dropped) no longer swallows the rest of the page into plain text.
    expect(body('icons-emojis').querySelectorAll('h2, h3').length).toBeGreaterThan(5);
  }, 60_000);
});
