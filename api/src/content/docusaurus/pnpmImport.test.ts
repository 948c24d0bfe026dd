import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { expectNoLeftoverSyntax, importThirdPartySite } from '../../../test/importedSite';
import { convertDocusaurus } from './convert';

const api = testApiForFile({ seed: false });

describe('importing pnpm docs (Docusaurus 3)', () => {
  it('inlines every partial, resolves links to pages at the docs root, converts emoji, and leaves no source syntax', async () => {
    // Six pages of the pnpm docs (Docusaurus 3.10 with local MDX partials; MIT, see NOTICE.md).
    const { source, result, articles, body } = await importThirdPartySite(api, 'pnpm', convertDocusaurus);
    expect(result).toMatchObject({ articles: 6, created: 6 });
    // The excerpt leaves out most pages: links to them are kept as text; one anchor is broken on the site itself.
    for (const warning of result.warnings) {
      expect(warning).toMatch(
        /^docs\/[\w/-]+\.md:\d+: link to \S+?(?: matches no page of the docs folder: kept as text|: the page has no section #install-from-the-jsr-registry, the link goes to the top of the page)$/,
      );
    }
    expect(source.fidelity).toMatchObject({ partial: { converted: 11, dropped: 0 }, emoji: { converted: 66 } });

    expectNoLeftoverSyntax(articles);
    const headings = (slug: string) => [...body(slug).querySelectorAll('h3')].map((h) => h.textContent);
    // The partials' sections: three flags of `pnpm add`, five settings, the finder option.
    expect(headings('add')).toEqual(expect.arrayContaining(['--cpu=<name>', '--os=<name>', '--libc=<name>']));
    expect(headings('other')).toEqual(expect.arrayContaining(['enablePrePostScripts', 'scriptShell', 'shellEmulator', 'catalogMode', 'catalogPrune']));
    expect(headings('list')).toContain('--find-by <finder_name>');
    // `[configDependencies](config-dependencies.md)` from cli/add.md: a page at the docs root.
    expect([...body('add').querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('/article/config-dependencies');
    expect(body('feature-comparison').textContent!.match(/✅/g)!.length).toBeGreaterThan(40);
    expect(body('other').textContent).toContain('Default: { node: auto, deno: auto, bun: auto }');
  }, 60_000);
});
