import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { expectNoLeftoverSyntax, importThirdPartySite } from '../../../test/importedSite';
import { convertMkDocs } from './convert';

const api = testApiForFile({ seed: false });

describe('importing SQLModel docs (MkDocs Material)', () => {
  it('imports every page with its included code, boxes and tabs, plain titles, and no source syntax left', async () => {
    // Four pages of the SQLModel docs (MkDocs Material with pymdownx.blocks, include variants; MIT, see NOTICE.md).
    const { source, result, articles, body } = await importThirdPartySite(api, 'sqlmodel', convertMkDocs);
    expect(result).toMatchObject({ articles: 4, created: 4 });
    // The excerpt leaves out two pages that these link to: their links are kept as text, with a warning.
    expect(result.warnings).toEqual([
      'docs/tutorial/create-db-and-table.md:393: link to ../databases.md#sql-the-language matches no page of the docs folder: kept as text',
      'docs/tutorial/fastapi/tests.md:21: link to ../code-structure.md matches no page of the docs folder: kept as text',
    ]);
    for (const counts of Object.values(source.fidelity!)) expect(counts.dropped).toBe(0);
    expect(source.fidelity).toMatchObject({
      'include {* *}': { converted: 40 },
      'include {! !}': { converted: 19 },
      'content tab': { converted: 2 },
      link: { text: 2 },
    });

    expectNoLeftoverSyntax(articles);
    // Every code block holds code (none is an include's placeholder).
    const codes = articles.flatMap((article) => [...body(article.slug).querySelectorAll('pre code')].map((code) => code.textContent!));
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) expect(code).not.toMatch(/\{[!*]|^\s*$/);
    const where = body('where');
    expect(where.querySelectorAll('blockquote.kb-admonition-tip').length).toBe(11);
    // Highlighted lines (hl[36], hl_lines="3") are marked.
    expect([...where.querySelectorAll('figure.kb-code mark')].map((mark) => mark.textContent)).toEqual(
      expect.arrayContaining(['WHERE name = "Deadpond"', expect.stringContaining('.where(Hero.name == "Deadpond")')]),
    );
    const refresh = body('automatic-id-none-refresh');
    expect([...refresh.querySelectorAll('.kb-tabs > details.kb-tab[name] > summary')].map((s) => s.textContent)).toEqual(['Python 3.10+']);
    expect(body('tests').querySelector('details.kb-admonition-note:not([open]) > summary')!.textContent).toBe('Note: Other alternatives and ideas 👀');
    expect(articles.map((article) => article.title).sort()).toEqual([
      'Automatic IDs, None Defaults, and Refreshing Data',
      'Create a Table with SQLModel - Use the Engine',
      'Filter Data - WHERE',
      'Test Applications with FastAPI and SQLModel',
    ]);
  }, 60_000);
});
